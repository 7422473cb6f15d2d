import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { portfolio } from '@agency/content';
import { portfolioImage } from '../../assets/portfolio';

/** The agency's portfolio as sample content, each project with its illustration. */
const portfolioProjects = portfolio.map((project) => ({ ...project, image: portfolioImage(project.image) }));
import { PortfolioCard } from '../PortfolioCard';
import { Carousel } from './Carousel';

/*
 * The visual tests run with prefers-reduced-motion (autoplay then stays off, so
 * screenshots are still); the play tests run without it. Autoplay stories use a
 * short delay and check both: moving without reduced motion, still with it.
 */
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SHORT_DELAY = 300;

// Eager images: a lazy image in a slide out of view never loads, and the visual
// tests wait for every image to be complete.
const slides = (count = portfolioProjects.length, loading: 'eager' | 'lazy' = 'eager') =>
  portfolioProjects
    .slice(0, count)
    .map((p) => (
      <PortfolioCard
        key={p.id}
        {...p.image}
        alt={p.alt}
        title={p.title}
        category={p.category}
        loading={loading}
        sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
      />
    ));

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const carousel = canvas.getByRole('region', { name: 'Onze portfolio' });
  const status = () => carousel.querySelector('[aria-live]')?.textContent ?? '';
  return { canvas, carousel, status };
}

/** Waits until the slide's content starts at the carousel's left edge. */
async function expectSlideInView(carousel: HTMLElement, name: string) {
  const slide = within(carousel).getByRole('group', { name });
  await waitFor(
    () => {
      const left = (slide.firstElementChild as HTMLElement).getBoundingClientRect().left;
      expect(Math.abs(left - carousel.getBoundingClientRect().left)).toBeLessThan(4);
    },
    { timeout: 2000 },
  );
  await expect(slide).toHaveAttribute('data-selected', 'true');
}

const meta = {
  title: 'Componenten/Carousel',
  component: Carousel,
  args: { label: 'Onze portfolio', children: slides() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Slides per view: 1 on small, 2 on medium (768 px), 4 on large (1024 px) screens. */
const expectedPerView = () =>
  window.matchMedia('(min-width: 1024px)').matches ? 4 : window.matchMedia('(min-width: 768px)').matches ? 2 : 1;

/** How many slides are wholly inside the carousel's viewport. */
function slidesInView(carousel: HTMLElement) {
  const groups = within(carousel).getAllByRole('group');
  const viewport = groups[0]!.parentElement!.parentElement!.getBoundingClientRect();
  return groups.filter((group) => {
    const box = (group.firstElementChild as HTMLElement).getBoundingClientRect();
    return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
  }).length;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const started = performance.now();
    const { canvas, carousel, status } = parts(canvasElement);
    // 1, 2 or 4 slides visible, by breakpoint (checked at every width the visual tests use).
    await expect(slidesInView(carousel)).toBe(expectedPerView());
    await expect(carousel.tagName).toBe('SECTION');
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(carousel).getAllByRole('group');
    await expect(groups).toHaveLength(10);
    await expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 10 }, (_, i) => `${i + 1} van 10`),
    );
    await expect(groups[2]).toHaveAttribute('aria-roledescription', 'slide');
    await expect(within(groups[0]!).getByRole('heading', { name: 'Bakkerij De Gouden Korst' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vorige' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Volgende' })).toBeVisible();
    await expect(status()).toBe('Slide 1 van 10');
    if (reducedMotion()) {
      // Reduced motion: autoplay does not start and the button offers to start it.
      await expect(canvas.getByRole('button', { name: 'Start automatisch afspelen' })).toBeVisible();
      await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    } else {
      await expect(canvas.getByRole('button', { name: 'Pauzeer automatisch afspelen' })).toBeVisible();
      await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
      // The default delay is 3000 ms: no move before about 2.5 s, one by about 4 s.
      await waitFor(() => expect(status()).toBe('Slide 2 van 10'), { timeout: 4500, interval: 50 });
      const elapsed = performance.now() - started;
      await expect(elapsed).toBeGreaterThan(2500);
      await expect(elapsed).toBeLessThan(4000);
    }
  },
};

export const PreviousAndNext: Story = {
  name: 'Previous and next (looping)',
  args: { defaultPaused: true },
  play: async ({ canvasElement }) => {
    const { canvas, carousel, status } = parts(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Vorige' });
    const next = canvas.getByRole('button', { name: 'Volgende' });
    await expect(status()).toBe('Slide 1 van 10');

    await userEvent.click(next);
    await expect(status()).toBe('Slide 2 van 10');
    await expect(within(carousel).getByRole('group', { name: '2 van 10' })).toHaveAttribute('data-selected', 'true');

    await userEvent.click(previous);
    await expect(status()).toBe('Slide 1 van 10');

    // From the first slide, previous loops to the last ...
    await userEvent.click(previous);
    await expect(status()).toBe('Slide 10 van 10');
    await expectSlideInView(carousel, '10 van 10');

    // ... and from the last, next loops to the first (here with the keyboard).
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(status()).toBe('Slide 1 van 10');
    await expectSlideInView(carousel, '1 van 10');
    await expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.unhover(carousel);
    next.blur();
  },
};

export const Paused: Story = {
  name: 'Autoplay paused',
  args: { defaultPaused: true, autoplayDelay: SHORT_DELAY },
  play: async ({ canvasElement }) => {
    const { canvas, carousel, status } = parts(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Start automatisch afspelen' })).toBeVisible();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await sleep(SHORT_DELAY * 2.5);
    await expect(status()).toBe('Slide 1 van 10');
  },
};

export const HoverPausesAutoplay: Story = {
  name: 'Autoplay: hover pauses, leaving resumes',
  args: { autoplayDelay: SHORT_DELAY },
  play: async ({ canvasElement }) => {
    const { carousel, status } = parts(canvasElement);
    if (reducedMotion()) {
      await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
      await sleep(SHORT_DELAY * 2.5);
      await expect(status()).toBe('Slide 1 van 10');
      return;
    }
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await waitFor(() => expect(status()).not.toBe('Slide 1 van 10'), { timeout: 2000 });

    await userEvent.hover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    const held = status();
    await sleep(SHORT_DELAY * 2.5);
    await expect(status()).toBe(held);

    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await waitFor(() => expect(status()).not.toBe(held), { timeout: 2000 });
  },
};

export const InteractionStopsAutoplay: Story = {
  name: 'Autoplay: previous/next stops it',
  args: { autoplayDelay: SHORT_DELAY },
  play: async ({ canvasElement }) => {
    const { canvas, carousel, status } = parts(canvasElement);
    if (reducedMotion()) {
      await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
      return;
    }
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    // A tap on a phone: no hover before it and no mouse leave after it.
    fireEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    const chosen = status();
    await sleep(SHORT_DELAY * 2.5);
    await expect(status()).toBe(chosen);
    // The visitor's own pause setting is untouched: the button still offers to pause.
    await expect(canvas.getByRole('button', { name: 'Pauzeer automatisch afspelen' })).toBeVisible();
    // With a mouse, leaving the carousel resumes autoplay.
    await userEvent.hover(carousel);
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await waitFor(() => expect(status()).not.toBe(chosen), { timeout: 2000 });
  },
};

export const KeyboardFocusPausesAutoplay: Story = {
  name: 'Autoplay: keyboard focus pauses',
  args: { autoplayDelay: SHORT_DELAY },
  play: async ({ canvasElement }) => {
    const { canvas, carousel, status } = parts(canvasElement);
    const toggle = canvas.getByRole('button', { name: /automatisch afspelen/ });
    const previous = canvas.getByRole('button', { name: 'Vorige' });
    if (reducedMotion()) {
      await expect(toggle).toHaveAccessibleName('Start automatisch afspelen');
      await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
      return;
    }
    // Focus on the pause button does not hold autoplay: the visitor sees what it controls.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');

    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    const held = status();
    await sleep(SHORT_DELAY * 2.5);
    await expect(status()).toBe(held);

    // Focus leaves the carousel: autoplay resumes.
    await userEvent.tab();
    await userEvent.tab();
    await expect(carousel).not.toContainElement(document.activeElement as HTMLElement);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await waitFor(() => expect(status()).not.toBe(held), { timeout: 2000 });
  },
};

export const PauseButton: Story = {
  name: 'Autoplay: pause and play button',
  args: { autoplayDelay: SHORT_DELAY },
  play: async ({ canvasElement }) => {
    const { canvas, carousel, status } = parts(canvasElement);
    const toggle = canvas.getByRole('button', { name: /automatisch afspelen/ });
    if (reducedMotion()) {
      await expect(toggle).toHaveAccessibleName('Start automatisch afspelen');
      await sleep(SHORT_DELAY * 2.5);
      await expect(status()).toBe('Slide 1 van 10');
      return;
    }
    await expect(toggle).toHaveAccessibleName('Pauzeer automatisch afspelen');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Start automatisch afspelen');
    // Paused by the button: leaving with the mouse does not resume it.
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    const held = status();
    await sleep(SHORT_DELAY * 2.5);
    await expect(status()).toBe(held);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Pauzeer automatisch afspelen');
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await waitFor(() => expect(status()).not.toBe(held), { timeout: 2000 });

    // Leave it paused.
    await userEvent.click(toggle);
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
  },
};

export const FewSlides: Story = {
  name: 'A few slides',
  args: { children: slides(3) },
  play: async ({ canvasElement }) => {
    const { canvas, carousel, status } = parts(canvasElement);
    await expect(
      within(carousel)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['1 van 3', '2 van 3', '3 van 3']);
    if (window.innerWidth >= 1024) {
      // All three fit on a large screen: nothing to scroll, no controls.
      await expect(canvas.queryByRole('button', { name: 'Volgende' })).toBeNull();
      return;
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expect(status()).toBe('Slide 2 van 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Vorige' }));
    await expect(status()).toBe('Slide 1 van 3');
    await userEvent.unhover(carousel);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithoutAutoplay: Story = {
  name: 'Without autoplay',
  args: { autoplay: false, previousLabel: 'Vorig project', nextLabel: 'Volgend project' },
  play: async ({ canvasElement }) => {
    const { canvas, carousel } = parts(canvasElement);
    await expect(canvas.queryByRole('button', { name: /automatisch afspelen/ })).toBeNull();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await expect(canvas.getByRole('button', { name: 'Vorig project' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Volgend project' })).toBeVisible();
  },
};

/** Which slides' images are still waiting for lazy loading, by slide position. */
function lazySlides(carousel: HTMLElement) {
  return within(carousel)
    .getAllByRole('group')
    .filter((group) => group.querySelector('img')?.getAttribute('loading') === 'lazy')
    .map((group) => Number(group.getAttribute('aria-label')?.split(' ')[0]));
}

/**
 * Lazy images: the slides on either side of the ones in view fetch their images ahead
 * (also the last one, before the first), so a slide never arrives blank; the rest wait.
 */
export const LazyImages: Story = {
  name: 'Lazy images load one slide ahead',
  args: { autoplay: false, children: slides(portfolioProjects.length, 'lazy') },
  play: async ({ canvasElement }) => {
    const { canvas, carousel } = parts(canvasElement);
    const perView = expectedPerView();
    await waitFor(() => {
      const lazy = lazySlides(carousel);
      for (const near of [10, ...Array.from({ length: perView + 1 }, (_, i) => i + 1)])
        expect(lazy).not.toContain(near);
      expect(lazy).toContain(7);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expectSlideInView(carousel, '2 van 10');
    await waitFor(() => expect(lazySlides(carousel)).not.toContain(perView + 2));
    await expect(lazySlides(carousel)).toContain(8);
    const image = within(carousel)
      .getByRole('group', { name: `${perView + 2} van 10` })
      .querySelector('img')!;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};
