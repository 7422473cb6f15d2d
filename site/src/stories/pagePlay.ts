import { expect, screen, waitFor, within } from 'storybook/test';

/**
 * What every page must be, checked the way a visitor's browser sees it: its one h1,
 * the landmarks of the frame, and (for a page in the navigation) its link marked as
 * the current page.
 */
export async function expectPage(canvasElement: HTMLElement, heading: string, navLabel?: string): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(canvas.getByRole('banner')).toBeVisible();
  await expect(canvas.getByRole('main')).toBeVisible();
  await expect(canvas.getByRole('contentinfo')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Naar de inhoud' })).toHaveAttribute('href', '#inhoud');
  if (navLabel) {
    // On a phone the navigation's links sit in the closed menu, hence hidden.
    const current = within(canvas.getByRole('banner')).getAllByRole('link', { current: 'page', hidden: true });
    await expect(current.map((link) => link.textContent?.trim())).toContain(navLabel);
  }
}

/** The notices (toasts) on screen, in the order they came (none before the first: the host loads with it). */
export function notices(): HTMLElement[] {
  const region = screen.queryByRole('region', { name: 'Meldingen (F8)' });
  return region ? within(region).queryAllByRole('listitem') : [];
}

/**
 * Waits for exactly one notice and returns it, held open: a pointer moving over it pauses its
 * timer, as for a visitor reading it, so the story shows it however long the screenshot waits.
 */
export async function expectOneNotice(): Promise<HTMLElement> {
  await waitFor(() => expect(notices()).toHaveLength(1), { timeout: 5_000 });
  const notice = notices()[0]!;
  notice.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
  return notice;
}
