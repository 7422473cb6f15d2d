import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { promises } from '@agency/content';

const meta = {
  title: 'Componenten/Dialog',
  component: Dialog,
  args: {
    title: `Gratis design binnen ${promises.freeDesignHours} uur`,
    description: `Vertel ons kort over je bedrijf. Binnen ${promises.freeDesignHours} uur ligt er een ontwerp klaar, zonder verplichtingen.`,
    children: (
      <>
        <p>
          We nemen binnen {promises.contactWithinHours} uur contact met je op om je wensen door te nemen. Daarna gaan
          onze designers aan de slag met een eerste ontwerp van je nieuwe website.
        </p>
        <Button href="/contact" variant="cta" fullWidth>
          Gratis Design Aanvragen
        </Button>
      </>
    ),
    onOpenChange: fn(),
  },
  parameters: {
    // Each story in its own frame in the docs: the dialog covers the whole page.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = <Button variant="primary">Vraag een gratis design aan</Button>;

export const Closed: Story = {
  name: 'Closed (with trigger)',
  args: { trigger },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Vraag een gratis design aan' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const styleElements = document.querySelectorAll('style').length;

    // Opens via the trigger, focus moves inside.
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: `Gratis design binnen ${promises.freeDesignHours} uur` });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The page behind cannot scroll, and the lock adds no <style> element, which the site's
    // Content-Security-Policy would refuse (./styleSingleton.ts adopts a sheet instead).
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await expect(document.querySelectorAll('style')).toHaveLength(styleElements);

    // Escape closes; focus is back on the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus(), { timeout: 3000 });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  },
};

export const Open: Story = {
  args: { defaultOpen: true, trigger },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: `Gratis design binnen ${promises.freeDesignHours} uur` });
    await expect(dialog).toHaveAccessibleDescription(
      `Vertel ons kort over je bedrijf. Binnen ${promises.freeDesignHours} uur ligt er een ontwerp klaar, zonder verplichtingen.`,
    );
    const heading = within(dialog).getByRole('heading', {
      level: 2,
      name: `Gratis design binnen ${promises.freeDesignHours} uur`,
    });
    await waitFor(() => expect(heading).toBeVisible()); // once its entrance has played
    const link = within(dialog).getByRole('link', { name: 'Gratis Design Aanvragen' });
    const close = within(dialog).getByRole('button', { name: 'Sluiten' });

    // Focus starts inside (Radix skips links for the first focus) and stays inside: Tab wraps around.
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(link).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    // The page behind is hidden from assistive technology while the dialog is open.
    await expect(screen.queryByRole('button', { name: 'Vraag een gratis design aan' })).not.toBeInTheDocument();
  },
};

export const CloseButton: Story = {
  name: 'Close button closes',
  args: { trigger },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Vraag een gratis design aan' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: `Gratis design binnen ${promises.freeDesignHours} uur` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus(), { timeout: 3000 });
  },
};

export const Controlled: Story = {
  name: 'Controlled, without trigger',
  args: { title: 'Nieuw bericht', description: undefined, children: <p>Je bericht is opgeslagen.</p> },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Bekijk bericht
        </Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Bekijk bericht' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw bericht' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Focus returns to the button that opened it, even without a trigger prop.
    await waitFor(() => expect(opener).toHaveFocus(), { timeout: 3000 });
  },
};
