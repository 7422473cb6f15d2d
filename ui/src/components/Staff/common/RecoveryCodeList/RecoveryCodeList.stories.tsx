import { staffRecoveryCodeActionTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { recoveryCodes } from '../staffStory';
import { RecoveryCodeList } from './RecoveryCodeList';

const writeText = fn<(text: string) => Promise<void>>(async () => undefined);
const print = fn();

/**
 * New recovery codes, shown once (at set-up and on "Tweede stap"): the list, and the three ways
 * to keep them: the clipboard, a text file made in the page, and paper.
 */
const meta = {
  title: 'Beheer/Herstelcodes',
  component: RecoveryCodeList,
  args: { codes: recoveryCodes, label: 'Herstelcodes', actions: staffRecoveryCodeActionTexts },
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockImplementation(async () => undefined);
    print.mockReset();
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    const printing = window.print;
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    window.print = print;
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
      window.print = printing;
    };
  },
} satisfies Meta<typeof RecoveryCodeList>;

export default meta;
type Story = StoryObj<typeof meta>;

const file = `Herstelcodes voor het beheer van Studio Legende. Elke code werkt één keer.\n\n${recoveryCodes
  .map((code, index) => `${index + 1}. ${code}`)
  .join('\n')}\n`;

/** "Kopiëren" puts the numbered codes on the clipboard and says so; the file holds the same. */
export const Kept: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kopiëren' }));
    await expect(writeText).toHaveBeenCalledWith(file);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'De codes staan op je klembord. Plak ze in je wachtwoordmanager.',
      ),
    );
    const download = canvas.getByRole('link', { name: 'Downloaden als tekst' });
    await expect(download).toHaveAttribute('download', 'herstelcodes-beheer.txt');
    const href = download.getAttribute('href') ?? '';
    await expect(href.startsWith('data:text/plain;charset=utf-8,')).toBe(true);
    await expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(file);
    await userEvent.click(canvas.getByRole('button', { name: 'Afdrukken' }));
    await expect(print).toHaveBeenCalledOnce();
  },
};

/** The browser refuses the clipboard: said, with how to copy them by hand. */
export const CopyRefused: Story = {
  name: 'Copy refused',
  play: async ({ canvas }) => {
    writeText.mockImplementation(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Kopiëren' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Kopiëren lukte niet in deze browser: klik op de codes om ze te selecteren en kopieer ze zelf.',
      ),
    );
  },
};
