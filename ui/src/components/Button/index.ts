export { Button } from './Button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './Button';
