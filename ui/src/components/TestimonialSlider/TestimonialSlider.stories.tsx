import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TestimonialSlider, type Testimonial } from './TestimonialSlider';

const testimonials: Testimonial[] = [
  {
    id: 'sanne-de-vries',
    name: 'Sanne de Vries',
    company: 'Bloemenatelier Sanne, Utrecht',
    rating: 5,
    text: 'Binnen twee dagen lag er een ontwerp dat precies voelde als mijn winkel. Sinds de nieuwe site live staat, komen er elke week bestellingen voor bruidsboeketten binnen.',
    avatar: 'SV',
  },
  {
    id: 'mark-jansen',
    name: 'Mark Jansen',
    company: 'Jansen Installatietechniek',
    rating: 5,
    text: 'Klanten plannen nu zelf hun onderhoudsbeurt in via de website. Het team dacht mee, hield zich aan de planning en legde alles helder uit.',
    avatar: 'MJ',
  },
  {
    id: 'fatima-el-amrani',
    name: 'Fatima el Amrani',
    company: 'Studio Kracht, Rotterdam',
    rating: 4,
    text: 'Ons lesrooster en de abonnementen staan overzichtelijk online en het aantal proeflessen is verdubbeld. Ook na de lancering krijgen we snel antwoord op elke vraag.',
    avatar: 'FA',
  },
];

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const slider = canvas.getByRole('region', { name: 'Reviews van klanten' });
  const dots = [1, 2, 3].map((n) => canvas.getByRole('button', { name: `Review ${n} van 3` }));
  const currentDots = () => dots.filter((d) => d.getAttribute('aria-current') === 'true');
  return { canvas, slider, dots, currentDots };
}

const meta = {
  title: 'Componenten/TestimonialSlider',
  component: TestimonialSlider,
  args: { testimonials, onIndexChange: fn() },
} satisfies Meta<typeof TestimonialSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, slider, dots, currentDots } = parts(canvasElement);
    await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    const live = slider.querySelector('[aria-live]');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveTextContent('Sanne de Vries');
    await expect(canvas.getByRole('group', { name: 'Review 1 van 3' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    await expect(canvas.getByRole('img', { name: 'Beoordeling: 5 van 5 sterren' })).toBeVisible();
    await expect(currentDots()).toEqual([dots[0]]);

    // Previous from the first goes to the last.
    await userEvent.click(canvas.getByRole('button', { name: 'Vorige review' }));
    await expect(live).toHaveTextContent('Fatima el Amrani');
    await expect(canvas.getByRole('img', { name: 'Beoordeling: 4 van 5 sterren' })).toBeVisible();
    await expect(currentDots()).toEqual([dots[2]]);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);

    // Next from the last goes to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende review' }));
    await expect(live).toHaveTextContent('Sanne de Vries');
    await expect(currentDots()).toEqual([dots[0]]);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Dots: Story = {
  name: 'Dots select a review',
  play: async ({ canvasElement, args }) => {
    const { canvas, slider, dots, currentDots } = parts(canvasElement);
    const live = slider.querySelector('[aria-live]');
    await userEvent.click(dots[1]!);
    await expect(live).toHaveTextContent('Mark Jansen');
    await expect(live).toHaveTextContent('Jansen Installatietechniek');
    await expect(canvas.getByRole('group', { name: 'Review 2 van 3' })).toBeVisible();
    await expect(currentDots()).toEqual([dots[1]]);
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);

    // The current dot again changes nothing.
    await userEvent.click(dots[1]!);
    await expect(args.onIndexChange).toHaveBeenCalledTimes(1);

    // With the keyboard.
    dots[2]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(live).toHaveTextContent('Fatima el Amrani');
    await expect(currentDots()).toEqual([dots[2]]);
  },
};

export const StartAtLastReview: Story = {
  name: 'Uncontrolled, starting at the last review',
  args: { defaultIndex: 2 },
  play: async ({ canvasElement }) => {
    const { canvas, slider, dots, currentDots } = parts(canvasElement);
    const live = slider.querySelector('[aria-live]');
    await expect(live).toHaveTextContent('Fatima el Amrani');
    await expect(currentDots()).toEqual([dots[2]]);
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende review' }));
    await expect(live).toHaveTextContent('Sanne de Vries');
    await userEvent.click(canvas.getByRole('button', { name: 'Vorige review' }));
    await expect(live).toHaveTextContent('Fatima el Amrani');
    await expect(currentDots()).toEqual([dots[2]]);
  },
};

export const Controlled: Story = {
  name: 'Controlled (index from the parent)',
  args: { index: 1 },
  play: async ({ canvasElement, args }) => {
    const { canvas, slider, dots, currentDots } = parts(canvasElement);
    const live = slider.querySelector('[aria-live]');
    await expect(live).toHaveTextContent('Mark Jansen');
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende review' }));
    // The parent decides: it is told, and the slider waits for a new index.
    await expect(args.onIndexChange).toHaveBeenCalledWith(2);
    await expect(live).toHaveTextContent('Mark Jansen');
    await expect(currentDots()).toEqual([dots[1]]);
  },
};

export const SingleReview: Story = {
  name: 'A single review',
  args: { testimonials: testimonials.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mark Jansen')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
