import '@agency/ui/base.css';
import '../generated/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { LinkProvider } from '@agency/ui/LinkProvider';
import { RouterLink } from '../app/RouterLink';
import { StaffApp } from './StaffApp';
import { registerStaffWorker } from './alerts';

// The staff area's own entry: visitor pages never load it (a separate build, see
// vite.staff.config.ts), and nothing of it is prerendered.
const container = document.getElementById('root');
if (!container) throw new Error('No #root element in the page.');
// The staff area's service worker (push alerts): registered here, on the staff page only.
registerStaffWorker();
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <LinkProvider component={RouterLink}>
        <StaffApp />
      </LinkProvider>
    </BrowserRouter>
  </StrictMode>,
);
