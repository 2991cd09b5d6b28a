import { createElement } from 'react';
import { defineWidget } from '@anp/core';
import type { MemoHeadingLevel } from './memo-tile.view';

interface MemoTileElementProps {
  memoNumber?: string;
  headingLevel?: number;
  expanded?: boolean;
}

/** `<anp-memo-tile>`: a credit or debit memo card as a custom element. */
export const memoTileElement = defineWidget<MemoTileElementProps>({
  tag: 'anp-memo-tile',
  // The tile (its layouts, strings and the download) loads once the element is on the page, so a
  // page of many tiles pays for the code once and the element itself costs almost nothing.
  load: () =>
    import('./memo-tile').then(
      ({ MemoTile }) =>
        ({ memoNumber, headingLevel, expanded }: MemoTileElementProps) =>
          createElement(MemoTile, {
            memoNumber: memoNumber ?? '',
            headingLevel: headingLevel as MemoHeadingLevel,
            expanded: expanded === true,
          }),
    ),
  headingLevel: {
    default: 3,
    min: 2,
    max: 6,
    description: "Level of the memo number's heading (2 to 6), to fit the page's outline.",
  },
  summary:
    'Credit or debit memo card: type, number, date, signed amount and status, the PDF download, the Cancelled badge of Mexico and the new flow, and the details of its layout (Mexico and new flow, Korea, default).',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'tile', description: 'The tile.' },
    { name: 'tile-heading', description: "The tile's title." },
    { name: 'amount', description: "The memo's amount." },
    { name: 'badge', description: 'The Cancelled label (`badge danger`).' },
    {
      name: 'button',
      description: 'A button; with its weight `secondary` (`::part(button secondary)`).',
    },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'danger', description: 'With `badge`: the Cancelled tone.' },
  ],
  props: {
    memoNumber: {
      type: 'string',
      description: 'The memo number (required); the tile reads the memo from finance/details.',
    },
    expanded: {
      type: 'boolean',
      description: 'Show the details at first (the user can fold them away).',
    },
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Buttons and the details toggle.' },
    { name: '--anp-color-surface', description: 'Background of the card.' },
    { name: '--anp-color-danger', description: 'The Cancelled badge and failures.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

memoTileElement.register();
