import type { Meta, StoryObj } from '@storybook/react-vite';
import { callbackDialogTexts, chatLauncherTexts, homePage } from '@agency/content';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectOneNotice, expectPage } from '../stories/pagePlay';
import { pageStory, type SitePage } from '../stories/SitePage';

const meta = {
  title: "Pagina's/Home",
  ...pageStory(
    'The home page: hero with the callback button, what we do, the portfolio carousel and the reviews, with the chat assistant’s launcher.',
  ),
  tags: ['page'],
  args: { path: '/' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standaard: Story = {
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, homePage.hero.title, 'Home');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: homePage.whatWeDo.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: chatLauncherTexts.openChat })).toBeVisible();
  },
};

// The dialog and the chat panel are loaded when asked for: in a busy test run, their code
// can take more than the default second to arrive.
const lazyPart = { timeout: 5_000 };

const openCallbackDialog = async (canvasElement: HTMLElement) => {
  await expectPage(canvasElement, homePage.hero.title, 'Home');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bel me terug' }));
  return within(await screen.findByRole('dialog', { name: callbackDialogTexts.title }, lazyPart));
};

/** "Bel me terug" pressed: the dialog over the page, its phone field focused. */
export const TerugbeldialoogOpen: Story = {
  name: 'Terugbeldialoog open',
  play: async ({ canvasElement }) => {
    const dialog = await openCallbackDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: callbackDialogTexts.phoneLabel })).toHaveFocus();
  },
};

/** A number left: the api (faked) stored it, the dialog closed and the notice confirms it. */
export const TerugbelverzoekVerstuurd: Story = {
  name: 'Terugbelverzoek verstuurd',
  play: async ({ canvasElement }) => {
    const dialog = await openCallbackDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: callbackDialogTexts.phoneLabel }), '06 12345678');
    await userEvent.click(dialog.getByRole('button', { name: callbackDialogTexts.submit }));
    await expect(await expectOneNotice()).toHaveTextContent(callbackDialogTexts.success.title);
    // It closes with an animation, which may still run when the notice shows.
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: callbackDialogTexts.title })).not.toBeInTheDocument(),
      { timeout: 3_000 },
    );
  },
};

/** The chat opened and a quick reply chosen: the (faked) assistant's answer, with its link and votes. */
export const ChatMetGesprek: Story = {
  name: 'Chat met gesprek',
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, homePage.hero.title, 'Home');
    await userEvent.click(within(canvasElement).getByRole('button', { name: chatLauncherTexts.openChat }));
    const chat = within(await screen.findByRole('dialog', { name: 'AI Assistent' }, lazyPart));
    await userEvent.click(await chat.findByRole('button', { name: 'WordPress' }));
    await expect(await chat.findByRole('link', { name: 'WordPress Development' }, { timeout: 5_000 })).toHaveAttribute(
      'href',
      '/wordpress',
    );
    await expect(await chat.findByRole('button', { name: 'Nuttig' })).toBeVisible();
  },
};
