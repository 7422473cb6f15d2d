/**
 * How different a screenshot may be from its baseline. Chosen deliberately:
 * - threshold 0.02 (pixelmatch's YIQ colour distance per pixel, 0..1; anti-aliased pixels
 *   are recognised and ignored): white to #fdd (distance ~0.11) fails, so does a shift of the
 *   accent from #4b2ee6 to #5a3ef0 (~0.057), and so does a designer's small change of a
 *   background token such as surface-sunken #efede6 to #e9e4d8 (~0.034), which 0.05 let
 *   pass. Playwright's default of 0.2 let #fdd pass. The screenshots are made in one Chromium
 *   with fixed fonts, so an unchanged story differs by anti-aliasing at most.
 * - maxDiffPixelRatio 0.001: at most 0.1 % of the pixels may differ beyond the threshold.
 */
export const visualTolerance = { threshold: 0.02, maxDiffPixelRatio: 0.001 } as const;

/** The three widths of the design system's breakpoints: small, medium, large. */
export const visualWidths = [
  { name: 'small', width: 375, height: 812 },
  { name: 'medium', width: 768, height: 1024 },
  { name: 'large', width: 1280, height: 800 },
] as const;

export const storybookPort = 6008;

/** Where `npm run test:visual` writes its HTML report, from the repository's root. */
export const visualReportDir = 'test-results/visual-report';
