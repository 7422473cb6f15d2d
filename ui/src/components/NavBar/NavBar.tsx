import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { clsx } from 'clsx';
import {
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
import styles from './NavBar.module.css';

export type NavBarLink = {
  /** Where the link goes, e.g. '/about'. */
  href: string;
  /** The visible text, e.g. 'Over Ons'. */
  label: string;
};

/**
 * The texts of `NavBar`: only accessible names, so each has a neutral default. (The
 * visible texts, the links and the call to action, are props of their own.)
 */
export type NavBarTexts = {
  /** Accessible name of the menu toggle while the menu is closed. Default 'Menu openen'. */
  openMenu?: string;
  /** Accessible name of the menu toggle while the menu is open. Default 'Menu sluiten'. */
  closeMenu?: string;
  /** Accessible description of the link marked by `currentSectionPath`. Default 'Huidig onderdeel'. */
  currentSection?: string;
};

export type NavBarProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The brand shown at the start of the bar, e.g. `<Wordmark name="…" />`. */
  brand: ReactNode;
  /** Where the brand links to. */
  homeHref?: string;
  /** Accessible name of the brand link when the brand has no readable text of its own. */
  homeLabel?: string;
  /** The main links, in order. */
  links: NavBarLink[];
  /** Path of the current page; the link whose href equals it gets `aria-current="page"` and a highlight. */
  currentPath?: string;
  /**
   * Href of the link whose section the current page belongs to when the page has no link of its
   * own, e.g. '/services' on '/wordpress'. That link gets a lighter mark than the current page's
   * and the accessible description `texts.currentSection`, which screen readers announce with it;
   * no `aria-current`, which says "this page". Ignored when a link is the current page.
   */
  currentSectionPath?: string;
  /** The highlighted call to action at the end of the bar, e.g. 'Gratis Design' to '/contact'. */
  cta?: NavBarLink;
  /** Accessible name of the navigation landmark. Default 'Hoofdmenu'. */
  'aria-label'?: string;
  /** Controlled state of the mobile menu (below 768 px). */
  menuOpen?: boolean;
  /** Initial state of the mobile menu when uncontrolled. */
  defaultMenuOpen?: boolean;
  /** Called when the mobile menu opens or closes (toggle, a chosen link, Escape, a click outside). */
  onMenuOpenChange?: (open: boolean) => void;
  /** Called with the href when a link, the brand or the call to action is chosen. The link still navigates unless you call `event.preventDefault()`. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
  /** The accessible names of the menu toggle; see `NavBarTexts`. */
  texts?: NavBarTexts;
};

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
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
 * `menuOpen` / `defaultMenuOpen` / `onMenuOpenChange` follow the controllable-state rule
 * of the design system (see ui/README.md).
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
  currentSectionPath,
  cta,
  'aria-label': navLabel = 'Hoofdmenu',
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  onNavigate,
  texts,
  className,
  ...rest
}: NavBarProps) {
  const [open, setOpen] = useControllableState({
    prop: menuOpen,
    defaultProp: defaultMenuOpen,
    onChange: onMenuOpenChange,
    caller: 'NavBar',
  });
  const [scrolled, setScrolled] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const panelId = `${id}-menu`;
  const sectionId = `${id}-section`;
  const current = currentPath === undefined ? undefined : normalizePath(currentPath);
  const pageLinked = links.some((link) => normalizePath(link.href) === current);
  const section = currentSectionPath === undefined || pageLinked ? undefined : normalizePath(currentSectionPath);

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
      className={clsx(styles.root, className)}
      data-menu-open={open || undefined}
      data-scrolled={scrolled || undefined}
    >
      <div className={styles.bar}>
        <SiteLink href={homeHref} className={styles.brand} aria-label={homeLabel} onClick={choose(homeHref)}>
          {brand}
        </SiteLink>
        <nav aria-label={navLabel} className={styles.nav}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? (texts?.closeMenu ?? 'Menu sluiten') : (texts?.openMenu ?? 'Menu openen')}
            onClick={() => setOpen(!open)}
          >
            <MenuIcon open={open} />
          </button>
          <div id={panelId} className={styles.panel} data-open={open || undefined}>
            <ul className={styles.links}>
              {links.map((link) => {
                const isCurrent = current !== undefined && normalizePath(link.href) === current;
                const isSection = section !== undefined && normalizePath(link.href) === section;
                return (
                  <li key={link.href} className={styles.item}>
                    <SiteLink
                      href={link.href}
                      className={styles.link}
                      aria-current={isCurrent ? 'page' : undefined}
                      aria-describedby={isSection ? sectionId : undefined}
                      data-section={isSection || undefined}
                      onClick={choose(link.href)}
                    >
                      {link.label}
                    </SiteLink>
                  </li>
                );
              })}
            </ul>
            {/* Read only as the description of the section's link. */}
            {section !== undefined ? (
              <span id={sectionId} hidden>
                {texts?.currentSection ?? 'Huidig onderdeel'}
              </span>
            ) : null}
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
