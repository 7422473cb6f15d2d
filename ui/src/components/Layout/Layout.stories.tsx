import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Section, SectionHeading } from './Layout';

/**
 * Layout primitives the pages are built from: `Section` (a band with the vertical rhythm
 * and a tone), `Container` (page width and gutters) and `SectionHeading` (eyebrow, title, intro).
 */
const meta = {
  title: 'Componenten/Layout',
  component: Section,
  subcomponents: { Container, SectionHeading },
  parameters: { layout: 'fullscreen' },
  args: { tone: 'paper' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['paper', 'surface', 'sunken', 'inverse'] },
    spacing: { control: 'inline-radio', options: ['default', 'compact'] },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

function Placeholder({ label }: { label: string }) {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: '8rem',
        borderRadius: 'var(--radius-lg)',
        border: '1px dashed var(--section-border)',
        color: 'var(--section-muted)',
        fontSize: 'var(--font-size-sm)',
      }}
    >
      {label}
    </div>
  );
}

export const Default: Story = {
  args: {
    'aria-labelledby': 'wat-wij-doen',
    id: 'diensten',
    children: (
      <>
        <SectionHeading
          headingId="wat-wij-doen"
          eyebrow="Wat wij doen"
          title="Websites die je merk een legende maken"
          intro="Van WordPress tot maatwerk: we ontwerpen en bouwen wat jouw bedrijf online laat groeien."
        />
        <Placeholder label="Inhoud van de sectie" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Websites die je merk een legende maken' });
    await expect(region).toHaveAttribute('id', 'diensten');
    await expect(region).toHaveAttribute('data-tone', 'paper');
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Websites die je merk een legende maken',
    );
    await expect(within(region).getByText('Wat wij doen')).toBeVisible();
  },
};

const tones = [
  { tone: 'paper', label: 'Paper', title: 'Paper: de standaardpagina' },
  { tone: 'surface', label: 'Surface', title: 'Surface: een witte band' },
  { tone: 'sunken', label: 'Sunken', title: 'Sunken: een warme grijze band' },
  { tone: 'inverse', label: 'Inverse', title: 'Inverse: een donkere band' },
] as const;

export const Tones: Story = {
  name: 'All tones',
  render: () => (
    <>
      {tones.map(({ tone, label, title }) => (
        <Section key={tone} tone={tone} spacing="compact" aria-labelledby={`tone-${tone}`}>
          <SectionHeading
            headingId={`tone-${tone}`}
            eyebrow={label}
            title={title}
            intro="Elke toon zet zijn eigen tekst- en accentkleur, zodat alles leesbaar blijft."
          />
          <Placeholder label="Inhoud" />
        </Section>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { tone, title } of tones) {
      await expect(canvas.getByRole('region', { name: title })).toHaveAttribute('data-tone', tone);
    }
  },
};

export const Inverse: Story = {
  args: {
    tone: 'inverse',
    children: (
      <SectionHeading
        eyebrow="Onze Portfolio"
        title="Werk waar we trots op zijn"
        intro="Een selectie van projecten voor ondernemers in heel Nederland."
        align="center"
      />
    ),
  },
};

export const HeadingLevels: Story = {
  name: 'Heading levels (h1, h2, h3)',
  render: () => (
    <Section tone="surface">
      <SectionHeading
        as="h1"
        eyebrow="Over Ons"
        title="Wij maken merken online legendes"
        intro="Een h1 opent de pagina: de grootste maat."
      />
      <SectionHeading as="h2" eyebrow="Missie" title="Perfectie in elk detail" intro="Een h2 opent een sectie." />
      <SectionHeading as="h3" title="Onze werkwijze" intro="Een h3 voor een blok binnen een sectie, zonder eyebrow." />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Wij maken merken online legendes');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Perfectie in elk detail');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Onze werkwijze');
  },
};

export const Centered: Story = {
  name: 'Centered heading',
  args: {
    tone: 'sunken',
    children: (
      <SectionHeading
        eyebrow="Veelgestelde vragen"
        title="Alles wat je wilt weten"
        intro="Staat je vraag er niet tussen? Neem gerust contact met ons op."
        align="center"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Alles wat je wilt weten' });
    await expect(getComputedStyle(heading.parentElement as HTMLElement).textAlign).toBe('center');
  },
};

export const Containers: Story = {
  name: 'Container widths',
  render: () => (
    <Section tone="paper" contained={false}>
      <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
        <Container style={{ outline: '1px dashed var(--color-border-strong)' }}>
          <Placeholder label="Container (standaard): var(--container-max)" />
        </Container>
        <Container width="narrow" style={{ outline: '1px dashed var(--color-border-strong)' }}>
          <Placeholder label="Container (smal): leesbreedte" />
        </Container>
      </div>
    </Section>
  ),
};
