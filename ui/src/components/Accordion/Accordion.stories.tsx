import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion';
import { promises } from '@agency/content';

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
    content: `Ja. Binnen ${promises.freeDesignHours} uur ontvang je een eerste ontwerp van je nieuwe website, zonder kosten en zonder verplichtingen. Spreekt het je niet aan? Dan hoef je niets te doen.`,
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

/** The `<details>` element of the question with this title. */
const itemOf = (canvasElement: HTMLElement, title: string) => {
  const details = within(canvasElement).getByText(title).closest('details');
  if (!details) throw new Error(`No item titled ${title}`);
  return details;
};
const summaryOf = (canvasElement: HTMLElement, title: string) => itemOf(canvasElement, title).querySelector('summary')!;
const openItems = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('details[open]');

const buildTime = 'Hoe lang duurt het om een website te bouwen?';
const freeDesign = 'Is het gratis design echt gratis?';

/** All questions closed: the state a visitor first sees on /faq. The answers are in the page, hidden. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('details > summary')).toHaveLength(faq.length);
    await expect(openItems(canvasElement)).toHaveLength(0);
    await expect(canvas.getByText(/binnen 3-6 weken/)).toBeInTheDocument();
    await expect(canvas.getByText(/binnen 3-6 weken/)).not.toBeVisible();
  },
};

/** One question open from the start (`defaultValue`). */
export const OneOpen: Story = {
  name: 'One open',
  args: { defaultValue: 'doorlooptijd' },
  play: async ({ canvasElement, canvas }) => {
    await expect(itemOf(canvasElement, buildTime)).toHaveAttribute('open');
    await waitFor(() => expect(canvas.getByText(/3-6 weken/)).toBeVisible());
    await waitFor(() => expect(canvas.getByText(/8-12 weken/)).toBeVisible());
    await expect(itemOf(canvasElement, freeDesign)).not.toHaveAttribute('open');
    await expect(openItems(canvasElement)).toHaveLength(1);
  },
};

/** Opening a second question closes the first: only one is open at a time. */
export const OnlyOneAtATime: Story = {
  name: 'Only one open at a time',
  play: async ({ args, canvasElement, canvas }) => {
    await userEvent.click(summaryOf(canvasElement, buildTime));
    await expect(itemOf(canvasElement, buildTime)).toHaveAttribute('open');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('doorlooptijd'));
    await userEvent.click(summaryOf(canvasElement, freeDesign));
    await expect(itemOf(canvasElement, freeDesign)).toHaveAttribute('open');
    await expect(itemOf(canvasElement, buildTime)).not.toHaveAttribute('open');
    await waitFor(() => expect(canvas.getByText(/zonder kosten en zonder verplichtingen/)).toBeVisible());
    await expect(canvas.getByText(/binnen 3-6 weken/)).not.toBeVisible();
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('gratis-design'));
  },
};

/** Clicking the open question again collapses it, so all are closed. */
export const CollapseOpenItem: Story = {
  name: 'Open item collapses on second click',
  args: { defaultValue: 'gratis-design' },
  play: async ({ args, canvasElement }) => {
    await expect(itemOf(canvasElement, freeDesign)).toHaveAttribute('open');
    await userEvent.click(summaryOf(canvasElement, freeDesign));
    await expect(itemOf(canvasElement, freeDesign)).not.toHaveAttribute('open');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(''));
    await expect(openItems(canvasElement)).toHaveLength(0);
  },
};

/**
 * Keyboard: Tab reaches the first question; arrow keys, Home and End move between
 * questions (Enter and Space open them natively, tested on /faq end to end).
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const summaries = [...canvasElement.querySelectorAll<HTMLElement>('details > summary')];
    await userEvent.tab();
    await expect(summaries[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(summaries[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(summaries.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(summaries[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(summaries.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(summaries[0]).toHaveFocus();
    await expect(openItems(canvasElement)).toHaveLength(0);
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
    await expect(canvas.getByRole('heading', { level: 3, name: buildTime })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    await expect(canvasElement.querySelector('h4, h5, h6')).toBeNull();
  },
};

/** Two lists on one page are independent: opening an item in one leaves the other alone. */
export const TwoLists: Story = {
  name: 'Two independent lists',
  args: { items: faq.slice(0, 2), defaultValue: 'doorlooptijd' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-8)' }}>
      <Accordion {...args} />
      <Accordion {...args} items={faq.slice(2, 4)} defaultValue="kosten" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(summaryOf(canvasElement, 'Kan ik mijn website zelf beheren?'));
    await expect(itemOf(canvasElement, 'Kan ik mijn website zelf beheren?')).toHaveAttribute('open');
    await expect(itemOf(canvasElement, 'Wat kost een website bij jullie?')).not.toHaveAttribute('open');
    await expect(itemOf(canvasElement, buildTime)).toHaveAttribute('open');
  },
};
