import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { portfolio } from '@agency/content';
import { portfolioImage } from '../../assets/portfolio';

/** The agency's portfolio as sample content, each project with its illustration. */
const portfolioProjects = portfolio.map((project) => ({ ...project, image: portfolioImage(project.image) }));
import { Picture } from './Picture';

const project = portfolioProjects[1]!;

const meta = {
  title: 'Componenten/Picture',
  component: Picture,
  args: { ...project.image, alt: project.alt, sizes: '(min-width: 768px) 28rem, 100vw', loading: 'eager' },
  argTypes: { loading: { control: 'inline-radio', options: ['lazy', 'eager'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A raster illustration in AVIF and WebP: the browser takes the AVIF at the width it needs. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: project.alt });
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '600');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(canvasElement.querySelector('picture > source[type="image/avif"]')).toHaveAttribute(
      'sizes',
      '(min-width: 768px) 28rem, 100vw',
    );
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(image.currentSrc).toMatch(/\.avif$|^data:image\/avif/);
  },
};

/** Without `sources` it is a plain `<img>` with the WebP candidates. */
export const WebPOnly: Story = {
  name: 'Without alternative encodings',
  args: { sources: [] },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: project.alt });
    await expect(canvasElement.querySelector('picture')).toBeNull();
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(image.currentSrc).toMatch(/\.webp$|^data:image\/webp/);
  },
};
