export { NavBar } from './NavBar';
export type { NavBarProps, NavBarTexts, NavBarLink } from './NavBar';
export { Wordmark } from './Wordmark';
export type { WordmarkProps } from './Wordmark';
