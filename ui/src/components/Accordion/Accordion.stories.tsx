import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion';

const faq: AccordionItem[] = [
  {
    id: 'doorlooptijd',
    title: 'Hoe lang duurt het om een website te bouwen?',
    content:
      'Een WordPress-website of Shopify-webshop staat meestal binnen 3-6 weken live. Voor een platform op maat rekenen we doorgaans 8-12 weken, afhankelijk van de functies die je nodig hebt.',
  },
  {
    id: 'gratis-design',
    title: 'Is het gratis design echt gratis?',
    content:
      'Ja. Binnen 48 uur ontvang je een eerste ontwerp van je nieuwe website, zonder kosten en zonder verplichtingen. Spreekt het je niet aan? Dan hoef je niets te doen.',
  },
  {
    id: 'kosten',
    title: 'Wat kost een website bij jullie?',
    content:
      'Dat hangt af van wat je nodig hebt. Na een kort gesprek krijg je een offerte op maat, zodat je vooraf precies weet waar je aan toe bent.',
  },
  {
    id: 'zelf-beheren',
    title: 'Kan ik mijn website zelf beheren?',
    content:
      'Zeker. In WordPress en Shopify pas je zelf teksten, afbeeldingen en producten aan. Bij de oplevering laten we je precies zien hoe dat werkt.',
  },
  {
    id: 'seo',
    title: 'Is mijn website goed vindbaar in Google?',
    content:
      'Elke website die we bouwen is SEO-ready: snel, netjes opgebouwd en technisch in orde, zodat zoekmachines je goed kunnen vinden.',
  },
  {
    id: 'na-lancering',
    title: 'Wat gebeurt er na de lancering?',
    content: 'We laten je niet los. Voor onderhoud, updates en nieuwe wensen kun je altijd bij ons terecht.',
  },
];

const meta = {
  title: 'Componenten/Accordion',
  component: Accordion,
  args: { items: faq, headingLevel: 2, onValueChange: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '52rem', marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (name: string) => ({ name });

/** All questions closed: the state a visitor first sees on /faq. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(faq.length);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/binnen 3-6 weken/)).not.toBeInTheDocument();
  },
};

/** One question open from the start (`defaultValue`). */
export const OneOpen: Story = {
  name: 'One open',
  args: { defaultValue: 'doorlooptijd' },
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', question('Hoe lang duurt het om een website te bouwen?'));
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const answer = canvas.getByRole('region', question('Hoe lang duurt het om een website te bouwen?'));
    await expect(answer).toHaveTextContent('3-6 weken');
    await expect(answer).toHaveTextContent('8-12 weken');
    await expect(canvas.getByRole('button', question('Is het gratis design echt gratis?'))).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Opening a second question closes the first: only one is open at a time. */
export const OnlyOneAtATime: Story = {
  name: 'Only one open at a time',
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('button', question('Hoe lang duurt het om een website te bouwen?'));
    const second = canvas.getByRole('button', question('Is het gratis design echt gratis?'));
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('doorlooptijd');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(/zonder kosten en zonder verplichtingen/)).toBeVisible());
    await waitFor(() => expect(canvas.queryByText(/binnen 3-6 weken/)).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('gratis-design');
  },
};

/** Clicking the open question again collapses it, so all are closed. */
export const CollapseOpenItem: Story = {
  name: 'Open item collapses on second click',
  args: { defaultValue: 'gratis-design' },
  play: async ({ args, canvas }) => {
    const open = canvas.getByRole('button', question('Is het gratis design echt gratis?'));
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard: Tab to a question, Enter opens it, ArrowDown moves to the next question. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', question('Hoe lang duurt het om een website te bouwen?'));
    const second = canvas.getByRole('button', question('Is het gratis design echt gratis?'));
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The titles are headings of the level the caller passes: here h3 under the section's h2. */
export const HeadingLevel: Story = {
  name: 'Heading level 3 under a section heading',
  args: { headingLevel: 3, items: faq.slice(0, 3) },
  render: (args) => (
    <section aria-labelledby="faq-titel">
      <h2 id="faq-titel" style={{ fontSize: 'var(--font-size-3xl)', marginBottom: 'var(--space-8)' }}>
        Veelgestelde vragen
      </h2>
      <Accordion {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Hoe lang duurt het om een website te bouwen?' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    await expect(canvasElement.querySelector('h4, h5, h6')).toBeNull();
  },
};

/** Controlled: the caller keeps the open id in state. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState('kosten');
    return (
      <Accordion
        {...args}
        value={open}
        onValueChange={(next) => {
          setOpen(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const costs = canvas.getByRole('button', question('Wat kost een website bij jullie?'));
    await expect(costs).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', question('Kan ik mijn website zelf beheren?')));
    await expect(args.onValueChange).toHaveBeenCalledWith('zelf-beheren');
    await expect(costs).toHaveAttribute('aria-expanded', 'false');
  },
};
