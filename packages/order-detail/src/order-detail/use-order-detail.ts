import { useEffect, useState } from 'react';
import { useKitContext, windowOf, type DownloadResult, type PortalError } from '@anp/core';
import type { OrderDetail as Order, OrderDocumentType } from '@anp/core/services/orders';
import { cutoffState, type CutoffState } from '../model/cutoff';
import { changesOf, formOfDraft } from '../model/modification';
import type { DocumentViewer } from '../model/documents';
import type { ProductSort } from '../model/product-sort';
import { forgetOutcome, peekOutcome, type ModificationOutcome } from '../modification-outcome';
import { useNow } from '../use-now';
import {
  useModificationDrafts,
  useOrder,
  useOrderDocumentFile,
  useViewer,
} from '../use-order-detail-data';

/** What the detail shows: the order, or why it cannot. */
export type OrderDetailState =
  | { kind: 'missingNumber' }
  | { kind: 'loading'; number: string }
  | { kind: 'notFound'; number: string }
  | { kind: 'failed'; number: string; error: PortalError; retry(): void }
  | { kind: 'ready'; order: Order };

/** The Modify order entry: whether changes are accepted, until when, and a draft waiting. */
export interface ModifyEntryState {
  /** The page's clock, re-read as the countdown changes. */
  now: number;
  cutoff: CutoffState;
  /** Modifiable and before the cut-off. */
  open: boolean;
  /** The user saved changes to this order (a draft that changes something), not submitted. */
  hasDraft: boolean;
}

export interface OrderDetailBehaviour {
  state: OrderDetailState;
  /** What the modify page said when it sent the user here; shown once. */
  outcome: ModificationOutcome | null;
  dismissOutcome(): void;
  modify: ModifyEntryState;
  /** Who is looking, for the document rules; `ready` false until the user context is in. */
  viewer: DocumentViewer & { ready: boolean };
  fetchDocument(
    kind: OrderDocumentType,
    onProgress?: (received: number, total: number | null) => void,
  ): Promise<DownloadResult>;
  productSort: ProductSort;
  setProductSort(sort: ProductSort): void;
}

/**
 * The order detail's behaviour (ordering.md §2 screen 6): the order's read state, the outcome
 * of a modification (remembered across the navigation, forgotten once the order shows), the
 * Modify order entry's cut-off and draft, the document viewer and downloads, and the sort of
 * the product lines.
 */
export function useOrderDetail(orderNumber: string): OrderDetailBehaviour {
  const number = orderNumber.trim();
  const { root } = useKitContext();
  const win = windowOf(root);
  const { data: order, error, mutate } = useOrder(number);

  const [outcome, setOutcome] = useState(() => (number ? peekOutcome(number, win) : null));
  const shown = order?.orderNumber ?? null;
  useEffect(() => {
    if (shown) forgetOutcome(shown, win);
  }, [shown, win]);

  const now = useNow(order?.modifiableUntil);
  const cutoff = cutoffState(order?.modifiableUntil ?? null, now);
  const open = Boolean(order?.modifiable) && cutoff.state === 'open';
  const drafts = useModificationDrafts(open);
  // The server's number once the order is in (the attribute may be written differently).
  const shownNumber = order?.orderNumber ?? number;
  // A draft that changes nothing (saved as it was opened) is no "saved changes" claim.
  const hasDraft =
    (order &&
      drafts.data?.drafts.some(
        (d) => d.orderNumber === shownNumber && changesOf(formOfDraft(d), order).length > 0,
      )) ??
    false;

  const viewer = useViewer(order?.account.country ?? '');
  const fetchDocument = useOrderDocumentFile(shownNumber);
  const [productSort, setProductSort] = useState<ProductSort>('mfgNum');

  let state: OrderDetailState;
  if (!number) state = { kind: 'missingNumber' };
  else if (order) state = { kind: 'ready', order };
  else if (error?.code === 'NOT_FOUND' || error?.code === 'ORDER_NUMBER_INVALID')
    state = { kind: 'notFound', number };
  else if (error) state = { kind: 'failed', number, error, retry: () => void mutate() };
  else state = { kind: 'loading', number };

  return {
    state,
    outcome,
    dismissOutcome: () => setOutcome(null),
    modify: { now, cutoff, open, hasDraft },
    viewer,
    fetchDocument,
    productSort,
    setProductSort,
  };
}
