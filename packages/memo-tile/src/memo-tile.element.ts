import { Suspense, createElement, lazy } from 'react';
import { defineWidget, useKitTranslation } from '@anp/core';
import { Spinner } from '@anp/ui';
import type { MemoHeadingLevel } from './memo-tile';

// The tile (its layouts, strings and the download) loads once the element is on the page, so a
// page of many tiles pays for the code once and the element itself costs almost nothing.
const MemoTile = lazy(() => import('./memo-tile').then((m) => ({ default: m.MemoTile })));

function Loading() {
  const { t } = useKitTranslation('core');
  return createElement(Spinner, { label: t('common.loading') });
}

interface MemoTileElementProps {
  memoNumber?: string;
  headingLevel?: number;
  expanded?: boolean;
}

const headingLevelOf = (n: number | undefined): MemoHeadingLevel =>
  n !== undefined && Number.isInteger(n) && n >= 2 && n <= 6 ? (n as MemoHeadingLevel) : 3;

function MemoTileElementRoot({ memoNumber, headingLevel, expanded }: MemoTileElementProps) {
  return createElement(
    Suspense,
    { fallback: createElement(Loading) },
    createElement(MemoTile, {
      memoNumber: memoNumber ?? '',
      headingLevel: headingLevelOf(headingLevel),
      expanded: expanded === true,
    }),
  );
}

/** `<anp-memo-tile>`: a credit or debit memo card as a custom element. */
export const memoTileElement = defineWidget<MemoTileElementProps>({
  tag: 'anp-memo-tile',
  component: MemoTileElementRoot,
  summary:
    'Credit or debit memo card: type, number, date, signed amount and status, the PDF download, the Cancelled badge of Mexico and the new flow, and the details of its layout (Mexico and new flow, Korea, default).',
  props: {
    memoNumber: {
      type: 'string',
      description: 'The memo number (required); the tile reads the memo from finance/details.',
    },
    headingLevel: {
      type: 'number',
      description: "Heading level of the memo number (2 to 6), to fit the page's outline.",
      default: '3',
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
