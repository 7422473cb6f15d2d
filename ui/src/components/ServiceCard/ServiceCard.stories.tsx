import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { column, CardGrid } from '../../testing/storyLayout';
import { recordingLink, withLinks } from '../../testing/StoryLink';
import { Icon } from '../Icon';
import { ServiceCard } from './ServiceCard';

// Stands in for the site's router link: records the navigation instead of leaving the story.
const navigate = fn();
const RouterLink = recordingLink(navigate, { 'data-router-link': '' });

const services = {
  wordpress: {
    icon: <Icon name="layout" />,
    title: 'WordPress Development',
    description: 'Een snelle, veilige WordPress-website die je zelf eenvoudig beheert.',
    features: ['Custom Themes', 'WooCommerce', 'SEO Ready'],
    link: { href: '/wordpress', label: 'Meer over WordPress' },
  },
  shopify: {
    icon: <Icon name="cart" />,
    title: 'Shopify E-commerce',
    description: 'Een webshop die verkoopt: mooi ontworpen en gebouwd op conversie.',
    features: ['Custom Stores', 'Apps', 'Conversie Boost'],
    link: { href: '/shopify', label: 'Meer over Shopify' },
  },
  platform: {
    icon: <Icon name="code" />,
    title: 'Platform Development',
    description: 'Een platform op maat voor je klanten of je team, gebouwd om mee te groeien.',
    features: ['React & Next.js', "API's", 'Cloud Ready'],
    link: { href: '/platform', label: 'Meer over maatwerkplatforms' },
  },
};

const meta = {
  title: 'Componenten/ServiceCard',
  component: ServiceCard,
  args: services.wordpress,
  argTypes: {
    icon: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [withLinks(RouterLink)],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = [column('24rem')];

/** As on the home page: three points and a link to the service page. */
export const Home: Story = {
  name: 'Home (three points)',
  decorators: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'WordPress Development' })).toBeInTheDocument();
    const points = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(points.map((p) => p.textContent)).toEqual(['Custom Themes', 'WooCommerce', 'SEO Ready']);
    const link = canvas.getByRole('link', { name: 'Meer over WordPress' });
    await expect(link).toHaveAttribute('href', '/wordpress');
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/wordpress');
    link.blur();
  },
};

/** As on /services: six features, title as h2 directly under the page's h1. */
export const Services: Story = {
  name: 'Services page (six features)',
  decorators: narrow,
  args: {
    headingLevel: 2,
    description:
      'Van bedrijfswebsite tot complete webshop: wij bouwen WordPress-websites die snel laden, goed vindbaar zijn en die je zelf beheert.',
    features: [
      'Custom Themes op maat van je merk',
      'WooCommerce webshops',
      'SEO Ready vanaf de lancering',
      'Snelle laadtijden',
      'Veilig en altijd up-to-date',
      'Eenvoudig zelf te beheren',
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'WordPress Development' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** Without a link or points. */
export const Minimal: Story = {
  decorators: narrow,
  args: { features: undefined, link: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'WordPress Development' })).toBeInTheDocument();
  },
};

/** The three services side by side, as in 'Wat wij doen'. */
export const ThreeServices: Story = {
  name: 'Three services',
  render: () => (
    <CardGrid minColumn="18rem" gap="var(--space-6)">
      {Object.values(services).map((service) => (
        <li key={service.title}>
          <ServiceCard {...service} />
        </li>
      ))}
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Meer over Shopify' })).toHaveAttribute('href', '/shopify');
    await expect(canvas.getByRole('link', { name: 'Meer over maatwerkplatforms' })).toHaveAttribute(
      'href',
      '/platform',
    );
  },
};
