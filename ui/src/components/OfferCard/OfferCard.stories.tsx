import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider, type LinkComponent, type LinkComponentProps } from '../LinkProvider';
import { OfferCard } from './OfferCard';

// Stands in for the site's router link: records the navigation instead of leaving the story.
const navigate = fn();
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
  return (
    <a
      ref={ref}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        navigate(props.href);
      }}
    />
  );
}) as LinkComponent;

const offers = {
  business: {
    title: 'Bedrijfswebsite',
    text: 'Een professionele WordPress-website die laat zien wie je bent en bezoekers omzet in aanvragen.',
    includes: [
      'Uniek design in jouw huisstijl',
      'Home, diensten, over ons en contact',
      'Contactformulier en Google Maps',
      'Basis SEO-inrichting',
    ],
    action: { href: '/contact', label: 'Vraag gratis design aan' },
    includesLabel: 'Wat je krijgt',
  },
  shop: {
    title: 'WooCommerce webshop',
    text: 'Verkoop online met een webshop die je zelf beheert, gekoppeld aan de betaalmethoden die jouw klanten kennen.',
    includes: [
      'Alles van de bedrijfswebsite',
      'Productcatalogus en filters',
      'iDEAL en andere betaalmethoden',
      'Uitleg bij de oplevering',
    ],
    action: { href: '/contact', label: 'Plan een kennismaking' },
    includesLabel: 'Wat je krijgt',
    highlighted: true,
    badge: 'Meest gekozen',
  },
  custom: {
    title: 'Maatwerk',
    text: 'Koppelingen met je voorraad, een klantportaal of een boekingssysteem: we bouwen wat je bedrijf nodig heeft.',
    includes: [
      'Functioneel ontwerp',
      'Koppelingen met je systemen',
      'Eigen plugins of blokken',
      'Onderhoud en doorontwikkeling',
    ],
    action: { href: '/contact', label: 'Bespreek je wensen' },
    includesLabel: 'Wat je krijgt',
  },
};

const meta = {
  title: 'Componenten/OfferCard',
  component: OfferCard,
  args: offers.business,
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] } },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: NonNullable<Story['decorators']> = [
  (Story) => (
    <div style={{ maxWidth: '24rem' }}>
      <Story />
    </div>
  ),
];

export const Default: Story = {
  decorators: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Bedrijfswebsite' })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Wat je krijgt' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // Never a price on an offer.
    await expect(canvas.queryByText(/€|euro/i)).toBeNull();
    const link = canvas.getByRole('link', { name: 'Vraag gratis design aan' });
    await expect(link).toHaveAttribute('href', '/contact');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/contact');
    link.blur();
  },
};

export const Highlighted: Story = {
  decorators: narrow,
  args: offers.shop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-highlighted');
    await expect(canvas.getByText('Meest gekozen')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Wat je krijgt' })).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const WithoutAction: Story = {
  name: 'Without action',
  decorators: narrow,
  args: { action: undefined, includesLabel: 'Inbegrepen' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Inbegrepen' })).toBeInTheDocument();
  },
};

/** Three offers side by side, the middle one highlighted. */
export const ThreeOffers: Story = {
  name: 'Three offers',
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
        gap: 'var(--space-6)',
        alignItems: 'stretch',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {Object.values(offers).map((offer) => (
        <li key={offer.title}>
          <OfferCard {...offer} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getAllByRole('article').filter((a) => a.hasAttribute('data-highlighted'))).toHaveLength(1);
  },
};
