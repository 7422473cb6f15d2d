import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styles from './IconButton.module.css';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** What pressing it does, e.g. `Volgende`: the button's accessible name (it shows no text). */
  label: string;
  /** The icon, e.g. `<Icon name="chevron-right" />`; hidden from assistive technology. */
  children: ReactNode;
};

/**
 * A round button that shows only an icon: 44 × 44 px (a comfortable touch target),
 * outlined, filled with ink on hover, with a clear focus ring. Its name comes from
 * `label`. Used for the previous/next and pause buttons of Carousel and TestimonialSlider.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, type = 'button', className, ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} aria-label={label} {...rest} className={clsx(styles.button, className)}>
      {children}
    </button>
  );
});
