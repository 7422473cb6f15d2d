import { clsx } from 'clsx';
import type { ReactNode, SVGProps } from 'react';
import styles from './Icon.module.css';

/*
 * A small set of hand-drawn line icons on a 24 × 24 grid, stroked with
 * currentColor so they take the colour of the text around them.
 */
const shapes = {
  check: <path d="M20 6 9 17l-5-5" />,
  'arrow-right': (
    <>
      <path d="M4 12h15" />
      <path d="m13 6 6 6-6 6" />
    </>
  ),
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  'chevron-left': <path d="m15 18-6-6 6-6" />,
  'chevron-right': <path d="m9 18 6-6-6-6" />,
  close: (
    <>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </>
  ),
  menu: (
    <>
      <path d="M4 7h16" />
      <path d="M4 12h16" />
      <path d="M4 17h16" />
    </>
  ),
  /** A page layout: the generic stand-in for WordPress sites (not a logo). */
  layout: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18" />
      <path d="M9 9v11" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c2.4 2.5 3.7 5.5 3.7 9s-1.3 6.5-3.7 9c-2.4-2.5-3.7-5.5-3.7-9S9.6 5.5 12 3Z" />
    </>
  ),
  cart: (
    <>
      <path d="M2.5 4h2.7l2.3 11h10.9l2.1-8H6.1" />
      <circle cx="9" cy="19.5" r="1.4" />
      <circle cx="17" cy="19.5" r="1.4" />
    </>
  ),
  code: (
    <>
      <path d="m8 7-5 5 5 5" />
      <path d="m16 7 5 5-5 5" />
      <path d="m14 4-4 16" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  phone: (
    <path d="M5.2 3.5h3.2l1.8 4.6-2.3 1.5a11.5 11.5 0 0 0 6.5 6.5l1.5-2.3 4.6 1.8v3.2a2 2 0 0 1-2.1 2A16.5 16.5 0 0 1 3.2 5.6a2 2 0 0 1 2-2.1Z" />
  ),
  'map-pin': (
    <>
      <path d="M12 21.5s-7-6.1-7-11.5a7 7 0 0 1 14 0c0 5.4-7 11.5-7 11.5Z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  star: <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8Z" />,
  sparkle: (
    <>
      <path d="M11 3.5 12.9 9l5.6 2-5.6 2-1.9 5.5L9.1 13l-5.6-2 5.6-2L11 3.5Z" />
      <path d="m18.5 15 .8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8.8-2.2Z" />
    </>
  ),
  rocket: (
    <>
      <path d="M13.5 16.5 7.5 10.5C10 5.5 14.5 3 20.5 3.5c.5 6-2 10.5-7 13Z" />
      <path d="M7.5 10.5 4 11l-1.5 2.5 3.6.6" />
      <path d="m13.5 16.5-.5 3.5-2.5 1.5-.6-3.6" />
      <circle cx="15.5" cy="8.5" r="1.6" />
      <path d="M6.3 16.2C4.8 16.8 4 20 4 20s3.2-.8 3.8-2.3" />
    </>
  ),
  heart: (
    <path d="M12 20s-7.6-4.6-9-9.4C2 7.2 4.2 4.5 7.3 4.5c2 0 3.6 1 4.7 2.7 1.1-1.7 2.7-2.7 4.7-2.7 3.1 0 5.3 2.7 4.3 6.1C19.6 15.4 12 20 12 20Z" />
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
      <path d="M15.5 4.7a3.5 3.5 0 0 1 0 6.6" />
      <path d="M18 14.4c2 .8 3.5 2.7 3.5 5.6" />
    </>
  ),
  send: (
    <>
      <path d="M21 3 10.5 13.5" />
      <path d="M21 3 14.5 21l-4-7.5L3 9.5 21 3Z" />
    </>
  ),
  message: <path d="M20 4H4a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h3v4l5-4h8a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1Z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3a9 9 0 0 0 0 18c1.4 0 2-.9 2-1.8 0-1.4-1.2-1.7-1.2-3 0-1 .8-1.7 1.8-1.7H17a4 4 0 0 0 4-4C21 6.4 17 3 12 3Z" />
      <circle cx="7.5" cy="11.5" r="1.2" />
      <circle cx="10" cy="7.5" r="1.2" />
      <circle cx="15" cy="7.5" r="1.2" />
    </>
  ),
  layers: (
    <>
      <path d="m12 3 9 5-9 5-9-5 9-5Z" />
      <path d="m3 12.5 9 5 9-5" />
      <path d="m3 17 9 5 9-5" />
    </>
  ),
  'trending-up': (
    <>
      <path d="m3 17 6-6 4 4 8-8" />
      <path d="M15 7h6v6" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof shapes;

/** Every icon name, in drawing order (for galleries and controls). */
export const iconNames = Object.keys(shapes) as IconName[];

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> & {
  /** Which icon to draw. */
  name: IconName;
  /** Width and height; a CSS length or a number of pixels. Default `1em`, so it follows the font size. */
  size?: number | string;
  /** Line thickness on the 24 px grid. Default 2. */
  strokeWidth?: number;
};

/**
 * A decorative line icon. Always hidden from assistive technology: the text
 * next to it (or the control's accessible name) carries the meaning.
 */
export function Icon({ name, size = '1em', strokeWidth = 2, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
      className={clsx(styles.icon, className)}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {shapes[name]}
    </svg>
  );
}
