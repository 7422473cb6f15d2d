import { promises } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastHost } from './ToastHost';
import { dismissToast, getToasts, toast, type ToastOptions } from './toastStore';

// The notices the site shows: after a callback request, a project request and a chat error.
const received: ToastOptions = { title: 'Verzoek ontvangen!', description: 'We bellen je zo snel mogelijk terug.' };
const phoneRequired: ToastOptions = {
  title: 'Telefoonnummer vereist',
  description: 'Vul alstublieft je telefoonnummer in.',
  variant: 'destructive',
};
const failed: ToastOptions = {
  title: 'Er ging iets mis',
  description: 'Probeer het later opnieuw of bel ons direct.',
  variant: 'destructive',
};
const tooMany: ToastOptions = {
  title: 'Te veel verzoeken',
  description: 'Probeer het later opnieuw.',
  variant: 'destructive',
};
const thanks: ToastOptions = {
  title: `Bedankt voor je bericht! We nemen binnen ${promises.contactWithinHours} uur contact met je op.`,
};

function notices() {
  const region = screen.getByRole('region', { name: 'Meldingen (F8)' });
  return within(region).queryAllByRole('listitem');
}

const meta = {
  title: 'Componenten/Toast',
  component: ToastHost,
  // Ten minutes: long enough that no notice closes by itself before the screenshot.
  args: { duration: 600_000 },
  // The store is global: start and end every story without notices.
  beforeEach: () => {
    dismissToast();
    return () => dismissToast();
  },
  render: (args) => (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button variant="secondary" onClick={() => toast(received)}>
          Toon melding
        </Button>
        <Button variant="secondary" onClick={() => toast(failed)}>
          Toon foutmelding
        </Button>
      </div>
      <ToastHost {...args} />
    </>
  ),
  parameters: {
    // Each story in its own frame in the docs: the store and the fixed viewport are per page.
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultNotice: Story = {
  name: 'Default notice',
  beforeEach: () => {
    toast(received);
  },
  play: async () => {
    const [notice, ...rest] = notices();
    await expect(rest).toHaveLength(0);
    await expect(notice).toHaveTextContent('Verzoek ontvangen!');
    await expect(notice).toHaveTextContent('We bellen je zo snel mogelijk terug.');
    await expect(notice).toHaveAttribute('data-variant', 'default');
    // Visible once its entrance has played.
    await waitFor(() => expect(within(notice!).getByRole('button', { name: 'Sluiten' })).toBeVisible());
  },
};

export const DestructiveNotice: Story = {
  name: 'Destructive notice',
  beforeEach: () => {
    toast(failed);
  },
  play: async () => {
    const [notice, ...rest] = notices();
    await expect(rest).toHaveLength(0);
    await expect(notice).toHaveTextContent('Er ging iets mis');
    await expect(notice).toHaveTextContent('Probeer het later opnieuw of bel ons direct.');
    await expect(notice).toHaveAttribute('data-variant', 'destructive');
  },
};

export const ThreeAtOnce: Story = {
  name: 'Three at once',
  beforeEach: () => {
    toast(received);
    toast(phoneRequired);
    toast(thanks);
  },
  play: async () => {
    const items = notices();
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Verzoek ontvangen!');
    await expect(items[1]).toHaveTextContent('Telefoonnummer vereist');
    await expect(items[2]).toHaveTextContent('Bedankt voor je bericht!');
    // Stacked in the bottom right corner, the newest at the bottom.
    await waitFor(() => {
      const newest = items[2]!.getBoundingClientRect();
      expect(window.innerWidth - newest.right).toBeLessThanOrEqual(32);
      expect(window.innerHeight - newest.bottom).toBeLessThanOrEqual(32);
      expect(items[0]!.getBoundingClientRect().bottom).toBeLessThanOrEqual(newest.top);
      if (window.matchMedia('(min-width: 768px)').matches) expect(newest.left).toBeGreaterThan(window.innerWidth / 2);
    });
  },
};

export const FourthReplacesOldest: Story = {
  name: 'A fourth replaces the oldest',
  play: async () => {
    toast(received);
    toast(phoneRequired);
    toast(thanks);
    toast(tooMany);
    await waitFor(() => expect(notices()).toHaveLength(3));
    const titles = notices().map((item) => item.textContent);
    await expect(titles[0]).toContain('Telefoonnummer vereist');
    await expect(titles[1]).toContain('Bedankt voor je bericht!');
    await expect(titles[2]).toContain('Te veel verzoeken');
    await expect(screen.queryByText('Verzoek ontvangen!')).not.toBeInTheDocument();
    await expect(getToasts().map((t) => t.title)).toEqual([phoneRequired.title, thanks.title, tooMany.title]);
  },
};

export const CloseButton: Story = {
  name: 'Close button dismisses',
  beforeEach: () => {
    toast(received);
    toast(failed);
  },
  play: async () => {
    const [first] = notices();
    await userEvent.click(within(first!).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(notices()).toHaveLength(1));
    await expect(notices()[0]).toHaveTextContent('Er ging iets mis');
    await expect(getToasts().map((t) => t.title)).toEqual(['Er ging iets mis']);
  },
};

export const ClosesByItself: Story = {
  name: 'Closes by itself after its duration',
  play: async () => {
    toast({ ...received, duration: 600 });
    await waitFor(() => expect(notices()).toHaveLength(1));
    await waitFor(() => expect(notices()).toHaveLength(0), { timeout: 2500 });
    await expect(getToasts()).toHaveLength(0);
  },
};

export const SwipeToDismiss: Story = {
  name: 'Swipe right to dismiss',
  beforeEach: () => {
    toast(received);
  },
  play: async () => {
    const [notice] = notices();
    const box = notice!.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + 40;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: notice!, coords: { clientX: x, clientY: y } },
      { target: notice!, coords: { clientX: x + 30, clientY: y } },
      { target: notice!, coords: { clientX: x + 120, clientY: y } },
      { keys: '[/MouseLeft]', target: notice!, coords: { clientX: x + 120, clientY: y } },
    ]);
    await waitFor(() => expect(notices()).toHaveLength(0));
    await expect(getToasts()).toHaveLength(0);
  },
};

export const FromAButton: Story = {
  name: 'Raised from a button',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toon foutmelding' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Toon melding' }));
    const items = notices();
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Er ging iets mis');
    await expect(items[1]).toHaveTextContent('Verzoek ontvangen!');
  },
};
