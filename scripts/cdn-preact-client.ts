import { createRoot as createPreactRoot, hydrateRoot } from 'preact/compat/client';
import type { ComponentChild, ContainerNode } from 'preact';

/**
 * `react-dom/client` of the CDN build, which renders with Preact (cdn.vite.config.ts aliases the
 * name here). preact/compat's root renders synchronously inside `root.render()`; React's root
 * only schedules the render on a later task. The elements rely on React's order: r2wc renders
 * when the element is defined, in the middle of the page's module script, and the page calls
 * `window.anp.configure({ getAccessToken })` on the next line. Rendered at once, the element
 * would start its calls without the page's token (and its subscription to later configuration
 * changes only starts with its first effects). So this root keeps React's order: `render()`
 * keeps the latest tree and renders it on a later task, several calls before it render once,
 * and `unmount()` is synchronous and drops a render still pending.
 */
export function createRoot(container: ContainerNode) {
  const root = createPreactRoot(container);
  let pending: { children: ComponentChild } | null = null;
  return {
    render(children: ComponentChild) {
      const scheduled = pending !== null;
      pending = { children };
      if (scheduled) return;
      setTimeout(() => {
        const next = pending;
        pending = null;
        if (next) root.render(next.children);
      }, 0);
    },
    unmount() {
      pending = null;
      root.unmount();
    },
  };
}

export { hydrateRoot };

export default { createRoot, hydrateRoot };
