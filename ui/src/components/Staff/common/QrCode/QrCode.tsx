import { clsx } from 'clsx';
import { useMemo } from 'react';
import styles from './QrCode.module.css';
import { qrShape, type QrLevel } from './qrMatrix';

export type QrCodeProps = {
  /** The text to encode, e.g. an `otpauth://totp/…` URI. */
  value: string;
  /** The accessible name of the image, e.g. 'QR-code voor je authenticator-app'. */
  label: string;
  /**
   * The width to aim for, in CSS pixels. Every module gets the same whole number of pixels,
   * so the code is at most this wide and sharp at 1x. Default 224.
   */
  size?: number;
  /** Error correction. Default `M` (15 %), what authenticator apps read best at this size. */
  level?: QrLevel;
  /** Class name of the `<svg>`. */
  className?: string;
};

/**
 * A QR code drawn as an inline SVG: one path of the dark modules on a white square with the
 * quiet zone around it, crisp edges, black on white whatever the page's colours (a scanner
 * needs dark on light). An image with an accessible name; no inline style, no injected markup.
 */
export function QrCode({ value, label, size = 224, level = 'M', className }: QrCodeProps) {
  const shape = useMemo(() => qrShape(value, level), [value, level]);
  const pixels = shape.side * Math.max(1, Math.floor(size / shape.side));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${shape.side} ${shape.side}`}
      width={pixels}
      height={pixels}
      shapeRendering="crispEdges"
      className={clsx(styles.code, className)}
      data-modules={shape.modules}
    >
      <rect className={styles.light} width={shape.side} height={shape.side} />
      <path className={styles.dark} d={shape.path} />
    </svg>
  );
}
