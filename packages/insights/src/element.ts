/** Registers `<anp-insights>` (its module registers on load). Safe to import twice. */
export { insightsElement } from './insights.element';

// The element typings (`npm run manifest`): each tag's element interface, HTMLElementTagNameMap
// and React's JSX.IntrinsicElements; importing this entry brings them to a TypeScript consumer.
export type * from './custom-elements';
