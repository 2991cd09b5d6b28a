import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@anp/shell/element';
import type { AnpFooterElement } from '@anp/shell/element';

/**
 * A React app of a stranger: it installed the packed @anp packages and renders `<anp-footer>`.
 * Type-checked against the packages' shipped declarations (tests/packages/pack-and-install.mjs):
 * the tag is in React's JSX.IntrinsicElements and in HTMLElementTagNameMap.
 */
function App() {
  return (
    <main>
      <h1>Scratch app</h1>
      <anp-footer owner="Scratch Farms" year="2031" />
    </main>
  );
}

/** Proves the tag map: without it, querySelector answers an `Element`, not the element's type. */
export function footerOf(root: ParentNode): AnpFooterElement | null {
  return root.querySelector('anp-footer');
}

/** Proves JSX.IntrinsicElements has no catch-all: a tag the kit does not define is an error. */
export const notATag = (
  // @ts-expect-error -- not a tag of the kit
  <anp-no-such-tag />
);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
