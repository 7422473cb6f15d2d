import '@agency/ui/base.css';
import './generated/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { routeFor } from './app/routes';
import { siteConfig } from './config';
import { countPageView } from './features/analytics';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element in the page.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App siteUrl={siteConfig.siteUrl} onPageView={countPageView} />
    </BrowserRouter>
  </StrictMode>
);

// Load the current page's code first, so hydration renders exactly the prerendered markup.
routeFor(window.location.pathname)
  .page.preload()
  .catch(() => undefined) // the error boundary shows the failure when the page renders
  .finally(() => {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread in one long task.
    // A mismatch with the prerendered markup is logged (the end-to-end tests fail on it).
    const onRecoverableError = (error: unknown) => console.error('Hydration error:', error);
    if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app, { onRecoverableError }));
    else createRoot(container).render(app); // `vite dev`: nothing prerendered
  });
