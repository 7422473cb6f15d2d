import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { column } from '../../testing/storyLayout';
import { Icon } from '../Icon';
import { InfoCard } from './InfoCard';

const meta = {
  title: 'Componenten/InfoCard',
  component: InfoCard,
  args: {
    icon: <Icon name="mail" />,
    label: 'E-mail',
    value: 'hallo@studiolegende.nl',
    href: 'mailto:hallo@studiolegende.nl',
  },
  argTypes: { icon: { control: false } },
  decorators: [column('24rem')],
} satisfies Meta<typeof InfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'hallo@studiolegende.nl' });
    await expect(link).toHaveAttribute('href', 'mailto:hallo@studiolegende.nl');
    await expect(canvas.getByText('E-mail')).toBeVisible();
    // Keyboard: the card's link is reachable with Tab.
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** The characters of an element's text, each with the top of the line it is on. */
function characterLines(element: HTMLElement): Array<{ char: string; top: number }> {
  const out: Array<{ char: string; top: number }> = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let i = 0; i < text.length; i += 1) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (rect) out.push({ char: text[i]!, top: Math.round(rect.top) });
    }
  }
  return out;
}

/** In a column too narrow for it, an e-mail address breaks after its "@" (or, if need be, a dot), never inside a word. */
export const EmailNarrow: Story = {
  name: 'Email in a narrow column',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '21rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'hallo@studiolegende.nl' });
    await expect(
      characterLines(link)
        .map((c) => c.char)
        .join(''),
    ).toBe('hallo@studiolegende.nl');
    const breaksAfter = () => {
      const chars = characterLines(link);
      return chars.slice(1).flatMap((c, i) => (c.top > chars[i]!.top ? [chars[i]!.char] : []));
    };
    // It breaks after the "@" only: "hallo@studiolegende." would fit the first line, but even lines
    // read better. (Measured again until the fonts are in.)
    await waitFor(() => expect(breaksAfter()).toEqual(['@']));
  },
};

export const Phone: Story = {
  args: { icon: <Icon name="phone" />, label: 'Telefoon', value: '085 123 4567', href: 'tel:+31851234567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '085 123 4567' })).toHaveAttribute('href', 'tel:+31851234567');
  },
};

export const Location: Story = {
  name: 'Location (no link)',
  args: { icon: <Icon name="map-pin" />, label: 'Locatie', value: 'Nederland', href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nederland')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The three cards of the contact page. */
export const ContactInfo: Story = {
  name: 'Contact information',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <ul
      style={{ display: 'grid', gap: 'var(--space-4)', listStyle: 'none', margin: 0, padding: 0 }}
      aria-label="Contactgegevens"
    >
      <li>
        <InfoCard
          icon={<Icon name="mail" />}
          label="E-mail"
          value="hallo@studiolegende.nl"
          href="mailto:hallo@studiolegende.nl"
        />
      </li>
      <li>
        <InfoCard icon={<Icon name="phone" />} label="Telefoon" value="085 123 4567" href="tel:+31851234567" />
      </li>
      <li>
        <InfoCard icon={<Icon name="map-pin" />} label="Locatie" value="Nederland" />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Contactgegevens' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
  },
};
