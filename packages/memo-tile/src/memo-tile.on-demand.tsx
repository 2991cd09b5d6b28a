import { Suspense, lazy } from 'react';
import { useKitTranslation } from '@anp/core';
import { Spinner } from '@anp/ui';
import { MEMO_TILE_NS } from './i18n';
import type { MemoTileProps } from './memo-tile';
import * as S from './memo-tile.styles';

const LazyMemoTile = lazy(() => import('./memo-tile').then((m) => ({ default: m.MemoTile })));

/**
 * The memo tile with its code loaded when it first renders: for pages that show a tile only
 * sometimes (an order with memos, a memo row opened in the orders list), so their first view
 * does not carry it (docs/decisions.md, "Issue 13: lighter first views"). Until the code arrives
 * it shows the tile's own loading card, so nothing moves when the tile starts loading its memo.
 */
export function MemoTileOnDemand(props: MemoTileProps) {
  return (
    <Suspense fallback={<LoadingCard memoNumber={props.memoNumber} />}>
      <LazyMemoTile {...props} />
    </Suspense>
  );
}

function LoadingCard({ memoNumber }: { memoNumber: string }) {
  const { t } = useKitTranslation(MEMO_TILE_NS);
  return (
    <S.Card part="tile" aria-busy>
      <Spinner label={t('loading', { number: memoNumber })} />
    </S.Card>
  );
}
