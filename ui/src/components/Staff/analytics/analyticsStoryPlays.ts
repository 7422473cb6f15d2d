// What the "Herkomst" parts' stories check alike. Not exported from the package.
import { expect, type within } from 'storybook/test';
import { serverProblem } from './staffAnalyticsStory';

type Canvas = ReturnType<typeof within>;

/** A part on its way: its card, named by its heading, is busy. */
export const expectBusy = (canvas: Canvas, name: string) =>
  expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');

/** The play of a part's "Load failed" story: the api's message in an alert. */
export async function playLoadFailed({ canvas }: { canvas: Canvas }) {
  await expect(canvas.getByRole('alert')).toHaveTextContent(serverProblem);
}
