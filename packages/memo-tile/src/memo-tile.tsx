import { useNamespaces } from '@anp/core';
import type { MemoDetail } from '@anp/core/services/orders';
import { MEMO_TILE_NS } from './i18n';
import { useMemoTile } from './use-memo-tile';
import { MemoTileView, type MemoHeadingLevel } from './memo-tile.view';

export type { MemoHeadingLevel } from './memo-tile.view';

const TILE_NAMESPACES = [MEMO_TILE_NS];

export interface MemoTileProps {
  /** The memo's number. */
  memoNumber: string;
  /** The memo when the caller already has it (a list of memos): no call is made. */
  memo?: MemoDetail;
  /** Level of the tile's heading, to fit the page outline (default 3). */
  headingLevel?: MemoHeadingLevel;
  /** Show the details at first (they can be folded away either way). */
  expanded?: boolean;
}

/**
 * A credit or debit memo (ordering.md §2 screen 7, §3 memo tile data): its type, number, date,
 * signed amount and status, a Download button for its PDF, the Cancelled badge of the Mexico and
 * new-flow layout, and the details of its layout (Mexico and new flow, Korea, default).
 * @example <KitRoot config={config}><MemoTile memoNumber="7100023456" /></KitRoot>
 */
export function MemoTile({ memoNumber, memo, headingLevel = 3, expanded }: MemoTileProps) {
  useNamespaces(TILE_NAMESPACES);
  const tile = useMemoTile({ memoNumber, memo, expanded });
  return <MemoTileView tile={tile} headingLevel={headingLevel} />;
}
