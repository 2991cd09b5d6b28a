import { MEMO_TILE_NS, MemoTileOnDemand } from '@anp/memo-tile';
import { OrderLines } from './order-lines';
import type { RowChildProps } from './row-child';

/** The namespaces an opened row speaks beyond the results' own (a memo's tile). */
export const NAMESPACES: readonly string[] = [MEMO_TILE_NS];

/** What an opened row shows: a memo's tile, or an order's product lines. */
export function RowChildContent({ kind, number, headingLevel }: RowChildProps) {
  return kind === 'memo' ? (
    <MemoTileOnDemand memoNumber={number} headingLevel={headingLevel} expanded />
  ) : (
    <OrderLines orderNumber={number} />
  );
}
