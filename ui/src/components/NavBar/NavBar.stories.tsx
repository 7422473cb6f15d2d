/**
 * NavBar stories.
 *
 * How the mobile stories stay independent of the viewport width
 * ---------------------------------------------------------------
 * The bar switches between the mobile menu and the inline links with container queries
 * (`@container navbar (min-width: 768px)`) on the bar itself, not with @media queries. On a
 * page the bar spans the viewport, so this is the same as the usual breakpoints. In the
 * stories every bar renders inside a `Frame` with `contain: layout`, which makes the frame
 * the containing block of the `position: fixed` bar: the bar is as wide as the frame, stays
 * inside it (also on the docs page) and lays out by that width.
 *
 * - Mobile stories use a 375 px frame, so they show the collapsed menu in the Vitest browser
 *   runner, in Storybook and in the 375/768/1280 px screenshots alike.
 * - They also set `globals: { viewport: { value: 'small' } }` (Storybook 10 viewport
 *   globals; names from .storybook/preview.tsx). @storybook/addon-vitest reads these and
 *   calls `page.viewport(375, 812)` before the play function (its default is 1200 x 900),
 *   and the Storybook toolbar opens the story at phone size.
 * - Desktop stories use a full-width frame and `globals: { viewport: { value: 'large' } }`,
 *   so their play functions always see the inline links.
 *
 * Links render through a story `LinkProvider` that cancels navigation, so clicking a link
 * never unloads the story; `onNavigate` (a spy) records the choice.
 */
import { agency, navLinks as links } from '@agency/content';
import { type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider } from '../LinkProvider';
import { StoryLink } from '../../testing/StoryLink';
import { NavBar } from './NavBar';
import { Wordmark } from './Wordmark';

/** A box that holds the fixed bar (contain: layout) with some page under it. */
function Frame({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  return (
    <div
      style={{
        contain: 'layout',
        position: 'relative',
        width: mobile ? '375px' : '100%',
        maxWidth: '100%',
        height: mobile ? '720px' : '360px',
        margin: '0 auto',
        overflow: 'hidden',
        background: 'var(--color-paper)',
        boxShadow: mobile ? '0 0 0 1px var(--color-border)' : undefined,
      }}
    >
      {children}
      <main
        style={{
          display: 'grid',
          gap: 'var(--space-4)',
          padding: 'calc(var(--nav-height) + var(--space-10)) var(--container-gutter) var(--space-10)',
          maxWidth: 'calc(var(--container-max) + 2 * var(--container-gutter))',
          margin: '0 auto',
        }}
      >
        <p style={{ color: 'var(--color-text-muted)', fontSize: 'var(--font-size-sm)' }}>
          Pagina-inhoud onder de navigatiebalk
        </p>
        <div style={{ height: '9rem', borderRadius: 'var(--radius-lg)', background: 'var(--color-surface-sunken)' }} />
        <div
          style={{
            height: '5rem',
            width: '70%',
            borderRadius: 'var(--radius-lg)',
            background: 'var(--color-surface-sunken)',
          }}
        />
      </main>
    </div>
  );
}

const meta = {
  title: 'Componenten/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'large', isRotated: false } },
  args: {
    brand: <Wordmark name={agency.name} />,
    homeHref: '/',
    links,
    currentPath: '/',
    cta: { href: '/contact', label: 'Gratis Design' },
    onNavigate: fn(),
    onMenuOpenChange: fn(),
  },
  decorators: [
    (Story, context) => (
      <LinkProvider component={StoryLink}>
        <Frame mobile={context.parameters.frame === 'mobile'}>
          <Story />
        </Frame>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = {
  parameters: { frame: 'mobile' },
  globals: { viewport: { value: 'small', isRotated: false } },
} as const;

/** Only the link of `href` carries aria-current="page"; the others carry none. */
async function expectCurrent(canvasElement: HTMLElement, label: string | null) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Hoofdmenu' });
  for (const link of links) {
    const element = within(nav).getByRole('link', { name: link.label, hidden: true });
    if (link.label === label) await expect(element).toHaveAttribute('aria-current', 'page');
    else await expect(element).not.toHaveAttribute('aria-current');
  }
}

export const Default: Story = {
  name: 'Default (desktop)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Hoofdmenu' });
    for (const link of links) {
      const element = within(nav).getByRole('link', { name: link.label });
      await expect(element).toBeVisible();
      await expect(element).toHaveAttribute('href', link.href);
    }
    const cta = within(nav).getByRole('link', { name: 'Gratis Design' });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Studio Legende' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Menu openen' })).not.toBeInTheDocument();
    await expectCurrent(canvasElement, 'Home');
    // Fixed to the top (of the viewport; in stories, of the containing Frame).
    const header = canvasElement.querySelector('header')!;
    await expect(getComputedStyle(header).position).toBe('fixed');
    await expect(getComputedStyle(header).top).toBe('0px');
  },
};

export const CurrentAbout: Story = {
  name: 'Current page: Over Ons',
  args: { currentPath: '/about' },
  play: async ({ canvasElement }) => expectCurrent(canvasElement, 'Over Ons'),
};

export const CurrentContact: Story = {
  name: 'Current page: Contact',
  args: { currentPath: '/contact' },
  play: async ({ canvasElement }) => expectCurrent(canvasElement, 'Contact'),
};

export const NoCurrentPage: Story = {
  name: 'No current page (e.g. the privacy statement)',
  args: { currentPath: '/privacy' },
  play: async ({ canvasElement }) => expectCurrent(canvasElement, null),
};

/** The link of `label` is described as the current page's section, shown with its own mark; no link is the current page. */
async function expectSection(canvasElement: HTMLElement, label: string) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Hoofdmenu' });
  await expectCurrent(canvasElement, null);
  for (const link of links) {
    const element = within(nav).getByRole('link', { name: link.label });
    const marked = getComputedStyle(element, '::before').content !== 'none';
    if (link.label === label) {
      await expect(element).toHaveAccessibleDescription('Huidig onderdeel');
      await expect(marked).toBe(true);
    } else {
      await expect(element).toHaveAccessibleDescription('');
      await expect(marked).toBe(false);
    }
  }
}

/** On a service's own page (/wordpress): Diensten, its section, is marked, without `aria-current`. */
export const SectionOfServicePage: Story = {
  name: 'Section of the page: Diensten on a service page',
  args: { currentPath: '/wordpress', currentSectionPath: '/services' },
  play: async ({ canvasElement }) => expectSection(canvasElement, 'Diensten'),
};

/** The page's own link wins: on /services itself Diensten is the current page, not a section. */
export const SectionIsThePage: Story = {
  name: 'Section of the page: on the section itself',
  tags: ['no-visual'],
  args: { currentPath: '/services', currentSectionPath: '/services' },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 'Diensten');
    const nav = within(canvasElement).getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(within(nav).getByRole('link', { name: 'Diensten' })).toHaveAccessibleDescription('');
  },
};

export const DesktopNavigate: Story = {
  name: 'Desktop: choosing a link',
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Hoofdmenu' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Diensten' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/services', expect.anything());
    await userEvent.click(within(nav).getByRole('link', { name: 'Gratis Design' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/contact', expect.anything());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const MobileMenuClosed: Story = {
  name: 'Mobile menu closed',
  ...mobile,
  args: { currentPath: '/about' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu openen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(panel).not.toBeNull();
    await expect(panel).not.toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Over Ons' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Studio Legende' })).toBeVisible();
  },
};

export const MobileMenuOpen: Story = {
  name: 'Mobile menu open',
  ...mobile,
  args: { currentPath: '/about', defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu sluiten' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(panel).toBeVisible();
    for (const link of links) await expect(within(panel).getByRole('link', { name: link.label })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Gratis Design' })).toBeVisible();
    await expectCurrent(canvasElement, 'Over Ons');
  },
};

export const MobileMenuOpenOnServicePage: Story = {
  name: 'Mobile menu open on a service page',
  ...mobile,
  args: { currentPath: '/shopify', currentSectionPath: '/services', defaultMenuOpen: true },
  play: async ({ canvasElement }) => expectSection(canvasElement, 'Diensten'),
};

export const MobileToggle: Story = {
  name: 'Mobile: toggle opens and closes',
  ...mobile,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu openen' }));
    const toggle = canvas.getByRole('button', { name: 'Menu sluiten' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Diensten' })).toBeVisible();
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Diensten' })).not.toBeInTheDocument();
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onMenuOpenChange).toHaveBeenCalledTimes(2);
    toggle.blur();
  },
};

export const MobileChooseLink: Story = {
  name: 'Mobile: choosing a link closes the menu',
  ...mobile,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu openen' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Diensten' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/services', expect.anything());
    await expect(canvas.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Diensten' })).not.toBeInTheDocument();

    // The call to action in the panel closes it too.
    await userEvent.click(canvas.getByRole('button', { name: 'Menu openen' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Gratis Design' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/contact', expect.anything());
    await expect(canvas.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const MobileEscape: Story = {
  name: 'Mobile: Escape closes and returns focus',
  ...mobile,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu openen' }));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    const toggle = canvas.getByRole('button', { name: 'Menu openen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    toggle.blur();
  },
};

export const Controlled: Story = {
  name: 'Mobile: controlled (menuOpen)',
  ...mobile,
  args: { menuOpen: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu sluiten' });
    await userEvent.click(toggle);
    // The parent owns the state: the request is reported, the menu stays as the prop says.
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.blur();
  },
};
