import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { portfolio } from '@agency/content';
import { portfolioImage } from '../../assets/portfolio';

/** The agency's portfolio as sample content, each project with its illustration. */
const portfolioProjects = portfolio.map((project) => ({ ...project, image: portfolioImage(project.image) }));
import { PortfolioCard } from './PortfolioCard';

const first = portfolioProjects[0]!;

const meta = {
  title: 'Componenten/PortfolioCard',
  component: PortfolioCard,
  args: { ...first.image, alt: first.alt, title: first.title, category: first.category },
  argTypes: {
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PortfolioCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Bakkerij De Gouden Korst' })).toBeVisible();
    await expect(canvas.getByText('WordPress')).toBeVisible();
    const image = canvas.getByRole('img', { name: first.alt });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '600');
    await expect(card).toContainElement(image);
  },
};

export const HeadingLevelAndEager: Story = {
  name: 'Heading level 2, eager image',
  args: {
    ...(() => {
      const p = portfolioProjects[6]!;
      return { ...p.image, alt: p.alt, title: p.title, category: p.category };
    })(),
    headingLevel: 2,
    loading: 'eager',
    sizes: '(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Restaurant De Waag' })).toBeVisible();
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw');
  },
};

export const AllProjects: Story = {
  name: 'All ten projects',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
        gap: 'var(--space-6)',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {portfolioProjects.map((p) => (
        <li key={p.id}>
          <PortfolioCard {...p.image} alt={p.alt} title={p.title} category={p.category} loading="eager" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(10);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      portfolioProjects.map((p) => p.title),
    );
    await expect(canvas.getAllByText('WordPress')).toHaveLength(10);
  },
};
