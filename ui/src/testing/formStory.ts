// What the stories of the forms share (the callback dialog, the contact form, the chat's
// hand-over): typing the way a visitor pastes, and the notices on screen. Not exported from the package.
import { screen, userEvent, within } from 'storybook/test';
import { RejectedFields } from '../components/Form/rejectedFields';

/** A fake transport's pause, as over a network. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Fills a field the way autofill or pasting does (quicker than typing every key). */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The open notices of the `ToastHost` (a closed one leaves with an animation: its data-state is no longer "open"). */
export function openNotices(): HTMLElement[] {
  const region = screen.getByRole('region', { name: 'Meldingen (F8)' });
  return within(region)
    .queryAllByRole('listitem')
    .filter((item) => item.getAttribute('data-state') === 'open');
}

/**
 * A fake transport that answers, after a pause, by refusing these fields: what the site's
 * request code throws after the api's 400 (site/src/features/leads/leads.ts).
 */
export const refusing = (fields: Record<string, string>) => async () => {
  await wait(50);
  throw new RejectedFields(fields);
};
