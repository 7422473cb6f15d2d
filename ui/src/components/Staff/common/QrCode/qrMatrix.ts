import { encode } from 'uqr';

/** Error correction of a QR code: L 7 %, M 15 %, Q 25 %, H 30 % of it may be lost. */
export type QrLevel = 'L' | 'M' | 'Q' | 'H';

/** Light modules around the code that scanners need to find it: four, as the QR standard asks. */
export const QUIET_ZONE = 4;

export type QrShape = {
  /** Modules on a side of the code itself, without the quiet zone (21 for version 1, then 4 more per version). */
  modules: number;
  /** Modules on a side with the quiet zone: the side of the SVG's viewBox. */
  side: number;
  /** One path of every dark module, in modules, offset by the quiet zone: each row's runs as rectangles. */
  path: string;
};

/** The dark modules of a QR code of `text` as one SVG path (uqr computes the matrix). */
export function qrShape(text: string, level: QrLevel): QrShape {
  const { size, data } = encode(text, { ecc: level, border: 0 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  });
  return { modules: size, side: size + 2 * QUIET_ZONE, path: parts.join('') };
}
