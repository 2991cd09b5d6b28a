import { useState } from 'react';
import type { PortalError } from '@anp/core';
import type { MemoDetail } from '@anp/core/services/orders';
import type { FetchFile } from './use-download';
import { useMemoDetail, useMemoFile } from './use-memo-tile-data';

/** What the tile shows: why there is no memo yet, or the memo with its details folded or not. */
export type MemoTileState =
  | { kind: 'missingNumber' }
  | { kind: 'loading'; number: string }
  | { kind: 'notFound'; number: string }
  | { kind: 'failed'; number: string; error: PortalError; retry(): void }
  | {
      kind: 'ready';
      memo: MemoDetail;
      /** The details are shown. */
      open: boolean;
      toggle(): void;
      /** Fetches the memo's PDF. */
      fetchFile: FetchFile;
    };

export interface MemoTileOptions {
  memoNumber: string;
  /** The memo when the caller already has it: no call is made. */
  memo?: MemoDetail;
  /** The details are shown at first. */
  expanded?: boolean;
}

/**
 * The tile's behaviour: the memo's read state and the details toggle. A toggle belongs to the
 * memo it was made on: another memo number starts from `expanded` again.
 */
export function useMemoTile({ memoNumber, memo, expanded }: MemoTileOptions): MemoTileState {
  const number = memoNumber.trim();
  const { data, error, mutate } = useMemoDetail(number, memo);
  const fetchFile = useMemoFile(data?.memoNumber ?? number);
  const [toggled, setToggled] = useState<{ number: string; open: boolean } | null>(null);

  if (!number) return { kind: 'missingNumber' };
  if (data) {
    const open = toggled?.number === number ? toggled.open : expanded === true;
    return {
      kind: 'ready',
      memo: data,
      open,
      toggle: () => setToggled({ number, open: !open }),
      fetchFile,
    };
  }
  if (error?.code === 'NOT_FOUND') return { kind: 'notFound', number };
  if (error) return { kind: 'failed', number, error, retry: () => void mutate() };
  return { kind: 'loading', number };
}
