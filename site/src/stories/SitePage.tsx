import type { Loader, Parameters } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { preloadDeferred } from '../app/deferred';
import { routeFor } from '../app/routes';
import { CHAT_STORAGE_KEY } from '../features/chat';
import { siteConfig } from '../config';
import { installFakeApi } from './fakeApi';

export type SitePageProps = {
  /** The path the page is opened at: one of the route table's paths, or any other for the 404 page. */
  path: string;
};

/**
 * A whole page of the site, composed exactly as the site composes it: the same frame
 * (skip link, navigation, footer, notices, chat) and page component, with an in-memory
 * router in place of the browser's address bar. Links navigate inside the story.
 */
export function SitePage({ path }: SitePageProps) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <App siteUrl={siteConfig.siteUrl} />
    </MemoryRouter>
  );
}

/**
 * Loads the page's code and its below-the-fold parts before the story renders, as the
 * prerender does, so the story shows the page in full from the first frame.
 */
const loadPage: Loader = async ({ args }) => {
  await routeFor((args as SitePageProps).path).page.preload();
  await preloadDeferred();
  return {};
};

/** A fresh tab for each story: the fake api, and no conversation kept from another story. */
async function freshTab() {
  sessionStorage.removeItem(CHAT_STORAGE_KEY);
  const restoreFetch = installFakeApi();
  return () => {
    restoreFetch();
    sessionStorage.removeItem(CHAT_STORAGE_KEY);
  };
}

/**
 * What every page story shares, spread into each page's meta, with what the page is for
 * (shown on its docs page). The description is passed here, not written as a comment on
 * the meta: Storybook turns such a comment into a `parameters` key of its own, which
 * would replace these.
 */
export function pageStory(description: string) {
  return {
    component: SitePage,
    loaders: [loadPage],
    beforeEach: freshTab,
    parameters: {
      // The page fills the canvas, as in a browser tab.
      layout: 'fullscreen',
      docs: {
        description: { component: description },
        // Each story gets a frame of its own: a page is a document, with a fixed chat
        // launcher and dialogs that must not float over the docs page.
        story: { inline: false, iframeHeight: 720 },
      },
    } satisfies Parameters,
    argTypes: { path: { control: false as const } },
  };
}
