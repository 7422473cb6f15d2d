import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { column, CardGrid } from '../../testing/storyLayout';
import { recordingLink, withLinks } from '../../testing/StoryLink';
import { OfferCard } from './OfferCard';

// Stands in for the site's router link: records the navigation instead of leaving the story.
const navigate = fn();
const RouterLink = recordingLink(navigate);

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
  decorators: [withLinks(RouterLink)],
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = [column('24rem')];

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
    <CardGrid minColumn="18rem" gap="var(--space-6)" style={{ alignItems: 'stretch' }}>
      {Object.values(offers).map((offer) => (
        <li key={offer.title}>
          <OfferCard {...offer} />
        </li>
      ))}
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getAllByRole('article').filter((a) => a.hasAttribute('data-highlighted'))).toHaveLength(1);
  },
};
