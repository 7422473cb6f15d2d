import { clsx } from 'clsx';
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { SiteLink } from '../LinkProvider';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'cta';
export type ButtonSize = 'md' | 'lg';

type CommonProps = {
  /** primary: the main action; secondary: outlined; ghost: quiet; cta: the highlighted call to action. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * The background it sits on: `dark` on sections with --color-inverse-bg (the hero, the
   * closing call to action), where the outlined and quiet variants turn light. Default `light`.
   */
  tone?: 'light' | 'dark';
  /** Shows a spinner, sets aria-busy and blocks clicks. The label stays (pass the "...ing" text yourself). */
  loading?: boolean;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Icon after the label, e.g. an arrow. Decorative: hidden from assistive technology. */
  endIcon?: ReactNode;
  /** Icon before the label. Decorative. */
  startIcon?: ReactNode;
  children: ReactNode;
};

export type ButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };
export type ButtonLinkProps = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

function Content({ loading, startIcon, endIcon, children }: CommonProps) {
  return (
    <>
      {loading ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : startIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {startIcon}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
      {endIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {endIcon}
        </span>
      ) : null}
    </>
  );
}

/** A button, or with `href` a link that looks like one. */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps | ButtonLinkProps>(
  function Button(props, ref) {
    const {
      variant = 'primary',
      size = 'md',
      tone = 'light',
      loading = false,
      fullWidth = false,
      startIcon,
      endIcon,
      children,
      className,
      ...rest
    } = props;
    const shared = {
      className: clsx(styles.button, className),
      'data-variant': variant,
      'data-size': size,
      'data-tone': tone === 'dark' ? tone : undefined,
      'data-full-width': fullWidth || undefined,
      'data-loading': loading || undefined,
    };
    const content = (
      <Content loading={loading} startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    );

    if (typeof rest.href === 'string') {
      const anchorProps = rest as AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
      return (
        <SiteLink ref={ref as React.Ref<HTMLAnchorElement>} {...anchorProps} {...shared}>
          {content}
        </SiteLink>
      );
    }

    const { type = 'button', disabled, onClick, ...buttonProps } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
    return (
      <button
        ref={ref as React.Ref<HTMLButtonElement>}
        type={type}
        disabled={disabled}
        aria-busy={loading || undefined}
        onClick={loading ? (event) => event.preventDefault() : onClick}
        {...buttonProps}
        {...shared}
      >
        {content}
      </button>
    );
  },
);
