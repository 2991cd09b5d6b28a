/**
 * Test and story helpers of the fields (never loaded by the product): a KitRoot for one market,
 * and a shadow root to render into, as inside a custom element.
 */
import { createElement, useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { KitRoot, resolveConfig } from '@anp/core';

export interface MarketProps {
  country?: string;
  lang?: 'en' | 'es' | 'pt';
  children: ReactNode;
}

/** A KitRoot for one market: the fields' strings and number formats follow it. */
export function Market({ country = 'us', lang = 'en', children }: MarketProps) {
  const [config] = useState(() => resolveConfig({ country, lang }, {}));
  const [swrCache] = useState(() => new Map());
  return createElement(KitRoot, { config, swrCache, children });
}

/**
 * Renders its children into an open shadow root of a `<div>`, with a KitRoot of that root, as a
 * custom element does; styles go into the shadow root (as text style tags: Ladle copies CSSOM rules
 * into its own head, out of the shadow root).
 */
export function ShadowHost({
  children,
  lang = 'en',
}: {
  children: ReactNode;
  lang?: 'en' | 'es' | 'pt';
}) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (node) setRoot(node.shadowRoot ?? node.attachShadow({ mode: 'open' }));
  }, []);
  const [config] = useState(() => resolveConfig({ country: 'us', lang }, {}));
  const [swrCache] = useState(() => new Map());
  return createElement(
    'div',
    { ref, 'data-testid': 'shadow-host' },
    root &&
      createPortal(
        createElement(
          StyleSheetManager,
          { disableCSSOMInjection: true },
          createElement(KitRoot, { config, swrCache, shadowRoot: root, children }),
        ),
        root,
      ),
  );
}
