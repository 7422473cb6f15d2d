export { NavBar } from './NavBar';
export type { NavBarProps, NavBarLink } from './NavBar';
export { Wordmark } from './Wordmark';
export type { WordmarkProps } from './Wordmark';
