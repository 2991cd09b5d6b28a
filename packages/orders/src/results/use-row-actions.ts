import { useCallback, useRef } from 'react';
import { useSWRConfig } from 'swr';
import {
  requestNavigation,
  saveBlob,
  toPortalError,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  useApiClient,
  useFeatureToggles,
  useKitWindow,
  usePortalLinks,
} from '@anp/core';
import type { RowAction } from '@anp/ui/data-table';
import type { ReorderSummary } from '@anp/core/services/cart';
import { useOrdersApi, type OrderDocumentType, type OrderListRow } from '@anp/core/services/orders';
import { fallbackName } from '../model/documents';
import { detailPage, modifyPage, rowActionsOf } from '../model/rows';
import { useOrdersAccount } from '../use-orders-data';
import { TABLE_NS } from './i18n';
import type { Notice } from './notice';

/**
 * The context menu of each row (ordering.md §2 screens 5, 6 and 14): View details (or a memo's
 * order), a download per document the row offers, Modify order while it accepts changes, and
 * Order again (POST cart/replicate through `@anp/cart/reorder`, loaded when chosen: the cart's
 * cache, `anp-cart-changed`, and the summary in a dialog, issue 17).
 */
export function useRowActions(
  notify: (notice: Notice | null) => void,
  onSummary: (summary: ReorderSummary) => void,
) {
  const { t } = useKitTranslation(TABLE_NS);
  const reason = useErrorMessage();
  const api = useOrdersApi();
  // Order again is the only cart call of the list: the cart's calls load when it is chosen.
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { host } = useKitContext();
  const { hrefOf } = usePortalLinks();
  const win = useKitWindow();
  const account = useOrdersAccount();
  const busy = useRef(new Set<string>());
  // Where the cart is hidden, nothing offers to fill it (issue 17).
  const { cartEnabled } = useFeatureToggles();

  const go = useCallback(
    (page: string) => requestNavigation(host ?? win, hrefOf(page), win),
    [host, win, hrefOf],
  );

  const download = useCallback(
    async (row: OrderListRow, type: OrderDocumentType) => {
      const key = `${type}:${row.orderNumber}`;
      if (busy.current.has(key)) return;
      busy.current.add(key);
      const words = { document: t(`documents.${type}`), number: row.orderNumber };
      notify({ tone: 'info', busy: true, text: t('notice.downloading', words) });
      try {
        const file = await api.download(row.orderNumber, type, {
          publishErrors: false,
          accountId: account,
        });
        const name = file.filename ?? fallbackName({ orderNumber: row.orderNumber, type });
        saveBlob(file.blob, name, win.document);
        notify({ tone: 'success', text: t('notice.downloaded', { file: name }) });
      } catch (failure) {
        notify({
          tone: 'danger',
          text: t('notice.downloadFailed', { ...words, reason: reason(toPortalError(failure)) }),
        });
      } finally {
        busy.current.delete(key);
      }
    },
    [api, win, t, reason, notify, account],
  );

  const orderAgain = useCallback(
    async (row: OrderListRow) => {
      const key = `replicate:${row.orderNumber}`;
      if (busy.current.has(key)) return;
      busy.current.add(key);
      const number = row.orderNumber;
      notify({ tone: 'info', busy: true, text: t('notice.reordering', { number }) });
      try {
        // The call and the summary's code load when Order again is chosen.
        const { replicateOrder } = await import('@anp/cart/reorder');
        const updated = await replicateOrder(
          { client, mutate, target: host ?? win, accountId: account, source: 'orders' },
          number,
        );
        // The summary says it all in its dialog; a short notice stays with the list.
        notify({
          tone: 'success',
          text: t('notice.reordered', { number }),
          link: { label: t('notice.goToCart'), page: 'cart' },
        });
        onSummary(updated.summary);
      } catch (failure) {
        notify({
          tone: 'danger',
          text: t('notice.reorderFailed', { number, reason: reason(toPortalError(failure)) }),
        });
      } finally {
        busy.current.delete(key);
      }
    },
    [client, mutate, account, host, win, t, reason, notify, onSummary],
  );

  const actionsOf = useCallback(
    (row: OrderListRow): RowAction[] =>
      rowActionsOf(row)
        .filter((id) => cartEnabled || id !== 'order-again')
        .map((id): RowAction => {
          switch (id) {
            case 'view':
              return {
                id,
                label: t('actions.view'),
                onSelect: () => go(detailPage(row.orderNumber)),
              };
            case 'view-original': {
              const number = row.originalOrderNumber ?? '';
              return {
                id,
                label: t('actions.viewOriginal', { number }),
                onSelect: () => go(detailPage(number)),
              };
            }
            case 'modify':
              return { id, label: t('actions.modify'), onSelect: () => go(modifyPage(row)) };
            case 'order-again':
              return { id, label: t('actions.orderAgain'), onSelect: () => void orderAgain(row) };
            default: {
              const type = id.slice('download-'.length) as OrderDocumentType;
              return {
                id,
                label: t(`actions.download.${type}`),
                onSelect: () => void download(row, type),
              };
            }
          }
        }),
    [t, go, orderAgain, download, cartEnabled],
  );

  return { actionsOf, open: (row: OrderListRow) => go(detailPage(row.orderNumber)) };
}
