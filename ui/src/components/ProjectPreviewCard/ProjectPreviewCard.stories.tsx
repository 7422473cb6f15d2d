import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { homePage } from '@agency/content';
import { projectPreviewImage } from '../../assets/previews';
import { ProjectPreviewCard, ProjectPreviewList } from './ProjectPreviewCard';

/** The home hero's previews as sample content, each with its illustration. */
const projectPreviews = homePage.hero.previews.map((preview) => ({
  ...preview,
  image: projectPreviewImage(preview.id),
}));
const [shop, platform, site] = projectPreviews as [
  (typeof projectPreviews)[number],
  (typeof projectPreviews)[number],
  (typeof projectPreviews)[number],
];

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The scale factor of an element's computed transform (1 when there is none). */
function scaleOf(element: Element): number {
  const transform = getComputedStyle(element).transform;
  return transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a;
}

/** The hero is dark: cards show on --color-inverse-bg, except the light tone. */
const surface: Decorator = (Story, { args }) => (
  <div
    style={{
      background: args.tone === 'light' ? 'var(--color-paper)' : 'var(--color-inverse-bg)',
      padding: 'var(--space-10) var(--space-6)',
      borderRadius: 'var(--radius-xl)',
    }}
  >
    <Story />
  </div>
);

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '20rem', margin: '0 auto' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Componenten/ProjectPreviewCard',
  component: ProjectPreviewCard,
  args: { ...shop.image, alt: shop.alt, title: shop.title, category: shop.category, href: '/shopify' },
  argTypes: { tone: { control: 'inline-radio', options: ['dark', 'light'] } },
  decorators: [surface],
} satisfies Meta<typeof ProjectPreviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Link (enlarges on focus)',
  decorators: [narrow],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Atelier Noord/ });
    await expect(link).toHaveAttribute('href', '/shopify');
    await expect(link).toHaveTextContent('Shopify');
    // The illustration is drawn in the page (inline SVG), its clip path found by an id of its own.
    const illustration = canvas.getByRole('img', { name: shop.alt });
    await expect(illustration.tagName).toBe('svg');
    const clip = illustration.querySelector('[clip-path]')?.getAttribute('clip-path') ?? '';
    await expect(illustration.ownerDocument.querySelectorAll(clip.replace(/^url\((#[^)]+)\)$/, '$1'))).toHaveLength(1);
    await expect(scaleOf(link)).toBe(1);

    await userEvent.tab();
    await expect(link).toHaveFocus();
    if (reducedMotion()) {
      // Reduced motion: focus shows the outline, the card keeps its size.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(scaleOf(link)).toBe(1);
    } else {
      await waitFor(() => expect(scaleOf(link)).toBeCloseTo(1.06, 2));
    }
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
    await waitFor(() => expect(scaleOf(link)).toBe(1));
  },
};

export const HeroPreviews: Story = {
  name: 'Three previews in the hero',
  render: () => (
    <ProjectPreviewList aria-label="Recente projecten">
      {[shop, platform, site].map((p, i) => (
        <ProjectPreviewCard
          key={p.id}
          {...p.image}
          alt={p.alt}
          title={p.title}
          category={p.category}
          href={['/shopify', '/platform', '/wordpress'][i]}
        />
      ))}
    </ProjectPreviewList>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Recente projecten' });
    await expect(list.children).toHaveLength(3);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['/shopify', '/platform', '/wordpress']);
    await expect(canvas.getByRole('link', { name: /Planbord/ })).toHaveTextContent('Platform');
  },
};

export const WithoutLink: Story = {
  name: 'Without a link',
  args: { href: undefined, ...site.image, alt: site.alt, title: site.title, category: site.category },
  decorators: [narrow],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Koers Advies')).toBeVisible();
    await expect(canvas.getByText('WordPress')).toBeVisible();
  },
};

export const LightTone: Story = {
  name: 'Light tone',
  args: {
    tone: 'light',
    href: '/platform',
    ...platform.image,
    alt: platform.alt,
    title: platform.title,
    category: platform.category,
  },
  decorators: [narrow],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Planbord/ })).toHaveAttribute('data-tone', 'light');
  },
};
