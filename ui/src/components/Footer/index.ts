export { Footer } from './Footer';
export type { FooterProps, FooterTexts, FooterLink } from './Footer';
