import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadRoute } from './app';
import { loadRuntimeConfig } from './runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('The host page has no #root element.');
const root = createRoot(container);

// The route's own code loads beside the configuration, not after it.
preloadRoute(window.location.pathname);

loadRuntimeConfig().then(
  (pageConfig) =>
    root.render(
      <StrictMode>
        <App pageConfig={pageConfig} />
      </StrictMode>,
    ),
  (error: unknown) => {
    // Without configuration nothing can work: say so plainly instead of a blank page.
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = `The portal could not load its configuration (/config.json): ${String(error)}`;
    container.replaceChildren(message);
  },
);
