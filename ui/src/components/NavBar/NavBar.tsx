import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import { SiteLink } from '../LinkProvider';
import { Wordmark } from './Wordmark';
import styles from './NavBar.module.css';

export type NavBarLink = {
  /** Where the link goes, e.g. '/about'. */
  href: string;
  /** The visible text, e.g. 'Over Ons'. */
  label: string;
};

export type NavBarProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The brand shown at the start of the bar. Default: the Studio Legende `Wordmark`. */
  brand?: ReactNode;
  /** Where the brand links to. */
  homeHref?: string;
  /** Accessible name of the brand link when the brand has no readable text of its own. */
  homeLabel?: string;
  /** The main links, in order. */
  links: NavBarLink[];
  /** Path of the current page; the link whose href equals it gets `aria-current="page"` and a highlight. */
  currentPath?: string;
  /** The highlighted call to action at the end of the bar, e.g. 'Gratis Design' to '/contact'. */
  cta?: NavBarLink;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
  /** Controlled state of the mobile menu (below 768 px). */
  menuOpen?: boolean;
  /** Initial state of the mobile menu when uncontrolled. */
  defaultMenuOpen?: boolean;
  /** Called when the mobile menu opens or closes (toggle, a chosen link, Escape, a click outside). */
  onMenuOpenChange?: (open: boolean) => void;
  /** Called with the href when a link, the brand or the call to action is chosen. The link still navigates unless you call `event.preventDefault()`. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
  /** Accessible name of the toggle while the menu is closed. */
  openMenuLabel?: string;
  /** Accessible name of the toggle while the menu is open. */
  closeMenuLabel?: string;
};

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function useControllableBoolean(value: boolean | undefined, defaultValue: boolean, onChange?: (next: boolean) => void) {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: boolean) => {
      if (!controlled) setInner(next);
      if (next !== current) onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, set] as const;
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className={styles.toggleIcon}
      data-open={open || undefined}
    >
      <path className={styles.toggleLineTop} d="M4 8h16" />
      <path className={styles.toggleLineBottom} d="M4 16h16" />
    </svg>
  );
}

/**
 * The site's navigation bar, fixed at the top of the viewport (height var(--nav-height);
 * reserve that space at the top of the page). Brand, the main links and the highlighted
 * call to action sit inline from 768 px; below that, the links collapse behind a toggle
 * and open in a panel under the bar.
 *
 * The layout follows the bar's own width (a container query on the bar, which spans the
 * viewport), so a story or a test can show the mobile menu at any viewport width.
 */
export function NavBar({
  brand,
  homeHref = '/',
  homeLabel,
  links,
  currentPath,
  cta,
  'aria-label': navLabel = 'Hoofdmenu',
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  onNavigate,
  openMenuLabel = 'Menu openen',
  closeMenuLabel = 'Menu sluiten',
  className,
  ...rest
}: NavBarProps) {
  const [open, setOpen] = useControllableBoolean(menuOpen, defaultMenuOpen, onMenuOpenChange);
  const [scrolled, setScrolled] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = `${useId()}-menu`;
  const current = currentPath === undefined ? undefined : normalizePath(currentPath);

  // A subtle border once the page scrolls under the bar.
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 4);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // While the menu is open: Escape closes it and returns focus to the toggle; a click outside closes it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      const toggle = toggleRef.current;
      if (toggle && toggle.getClientRects().length > 0) toggle.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen]);

  const choose = (href: string) => (event: ReactMouseEvent<HTMLAnchorElement>) => {
    onNavigate?.(href, event);
    setOpen(false);
  };

  return (
    <header
      {...rest}
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-menu-open={open || undefined}
      data-scrolled={scrolled || undefined}
    >
      <div className={styles.bar}>
        <SiteLink href={homeHref} className={styles.brand} aria-label={homeLabel} onClick={choose(homeHref)}>
          {brand ?? <Wordmark />}
        </SiteLink>
        <nav aria-label={navLabel} className={styles.nav}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? closeMenuLabel : openMenuLabel}
            onClick={() => setOpen(!open)}
          >
            <MenuIcon open={open} />
          </button>
          <div id={panelId} className={styles.panel} data-open={open || undefined}>
            <ul className={styles.links}>
              {links.map((link) => {
                const isCurrent = current !== undefined && normalizePath(link.href) === current;
                return (
                  <li key={link.href} className={styles.item}>
                    <SiteLink
                      href={link.href}
                      className={styles.link}
                      aria-current={isCurrent ? 'page' : undefined}
                      onClick={choose(link.href)}
                    >
                      {link.label}
                    </SiteLink>
                  </li>
                );
              })}
            </ul>
            {cta ? (
              <div className={styles.cta}>
                <Button variant="cta" href={cta.href} onClick={choose(cta.href)}>
                  {cta.label}
                </Button>
              </div>
            ) : null}
          </div>
        </nav>
      </div>
    </header>
  );
}
