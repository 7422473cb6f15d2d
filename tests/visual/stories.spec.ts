import { expect } from '@playwright/test';
import { builtStories, test } from './storybook';

for (const story of builtStories()) {
  test(`${story.title} / ${story.name}`, async ({ storyPage }) => {
    const page = await storyPage(story);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
