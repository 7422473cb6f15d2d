import {
  agency,
  footerLegalLinks,
  footerRegistration,
  footerTexts,
  navLinks as links,
  serviceLinks as services,
} from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLinks } from '../../testing/StoryLink';
import { Wordmark } from '../NavBar';
import { Footer } from './Footer';

const meta = {
  title: 'Componenten/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    // The site's own copy, so the story shows what the site shows.
    brand: agency.name,
    logo: <Wordmark name={agency.name} tone="inverse" />,
    texts: footerTexts,
    email: agency.email,
    phone: agency.phone.display,
    phoneHref: agency.phone.href,
    links,
    services,
    year: 2026,
    onNavigate: fn(),
  },
  decorators: [withLinks()],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('heading', { level: 2 })).toHaveTextContent(/^Interested\? Get in touch$/);

    await expect(canvas.getByRole('link', { name: 'hallo@studiolegende.nl' })).toHaveAttribute(
      'href',
      'mailto:hallo@studiolegende.nl',
    );
    await expect(canvas.getByRole('link', { name: '085 123 4567' })).toHaveAttribute('href', 'tel:+31851234567');
    await expect(canvas.getByText('© 2026 Studio Legende. Alle rechten voorbehouden.')).toBeVisible();

    const nav = canvas.getByRole('navigation', { name: 'Navigatie' });
    const navLinks = within(nav).getAllByRole('link');
    await expect(navLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      links.map((link) => [link.label, link.href]),
    );

    const servicesNav = canvas.getByRole('navigation', { name: 'Diensten' });
    const serviceLinks = within(servicesNav).getAllByRole('link');
    await expect(serviceLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      services.map((link) => [link.label, link.href]),
    );

    await userEvent.click(within(servicesNav).getByRole('link', { name: 'Shopify E-commerce' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/shopify', expect.anything());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithCallToAction: Story = {
  name: 'With call to action',
  args: { cta: { href: '/contact', label: 'Gratis Design' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const cta = canvas.getByRole('link', { name: 'Gratis Design' });
    await expect(cta).toHaveAttribute('href', '/contact');
    await userEvent.click(cta);
    await expect(args.onNavigate).toHaveBeenCalledWith('/contact', expect.anything());
    cta.blur();
  },
};

export const OtherYear: Story = {
  name: 'Copyright year as a prop',
  args: { year: 2027, phoneHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('© 2027 Studio Legende. Alle rechten voorbehouden.')).toBeVisible();
    // Without phoneHref, the tel: link is built from the digits of the number.
    await expect(canvas.getByRole('link', { name: '085 123 4567' })).toHaveAttribute('href', 'tel:0851234567');
  },
};

/**
 * Without a `year` the copyright shows the current year. Left out of the visual
 * baselines (tag `no-visual`): its picture changes every new year.
 */
export const CurrentYearByDefault: Story = {
  name: 'Copyright year by default',
  tags: ['no-visual'],
  // Rendered without the `year` the other stories pass.
  render: ({ year: _year, ...args }) => <Footer {...args} />,
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} `);
  },
};

/** The bottom row with the link to the privacy statement and the Chamber of Commerce number, as on every page of the site. */
export const WithLegalLinks: Story = {
  name: 'With privacy link and KvK number',
  args: { legalLinks: [...footerLegalLinks], registration: footerRegistration },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(footerRegistration)).toBeVisible();
    const legal = canvas.getByRole('navigation', { name: 'Juridisch' });
    const link = within(legal).getByRole('link', { name: 'Privacyverklaring' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/privacy', expect.anything());
    link.blur();
  },
};
