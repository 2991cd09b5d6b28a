import { useEffect } from 'react';
import useSWR from 'swr';
import {
  onAnpEvent,
  useKitContext,
  useSelectedAccount,
  windowOf,
  type PortalError,
} from '@anp/core';
import { useCartApi, type EnableAddToCart, type OrderTemplateList } from '@anp/core/services/cart';

/** SWR keys: per account, so a switch never shows another account's templates. */
export const TEMPLATE_KEYS = {
  list: 'anp:cart/templates',
  // The cart's own key: the answer is shared with `<anp-cart>` and the order builder.
  access: 'anp:cart/enableAddToCart',
} as const;

export interface OrderTemplatesData {
  /** loading; error; hidden (the cart is not offered here: nothing of the templates shows); ready. */
  status: 'loading' | 'error' | 'hidden' | 'ready';
  /** The account the calls are for (X-Account-Id); '' when none is chosen. */
  account: string;
  hasAccount: boolean;
  list: OrderTemplateList | null;
  error: PortalError | null;
  retry(): void;
  /** Reads the list again (after a change). */
  reload(): Promise<unknown>;
}

const QUIET = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * The widget's reads: whether the user has the cart of the selected account (GET
 * cart/enableAddToCart, as the cart asks it: where the cart is hidden the templates are too), then
 * the account's templates (GET cart/templates), read again after the widget's own changes and
 * on `anp-cart-changed`.
 */
export function useOrderTemplatesData(): OrderTemplatesData {
  const api = useCartApi();
  const { root } = useKitContext();
  const selected = useSelectedAccount();
  const account = selected.key;
  const access = useSWR<EnableAddToCart, PortalError>(
    [TEMPLATE_KEYS.access, account],
    () => api.enableAddToCart({ publishErrors: false, accountId: account }),
    QUIET,
  );
  const enabled = access.data?.enabled === true;
  const list = useSWR<OrderTemplateList, PortalError>(
    enabled ? [TEMPLATE_KEYS.list, account] : null,
    () => api.templates({ publishErrors: false, accountId: account }),
    QUIET,
  );
  const { mutate } = list;
  useEffect(() => {
    const win = windowOf(root);
    return onAnpEvent(win, 'anp-cart-changed', () => void mutate());
  }, [root, mutate]);
  const noAccount = access.data?.enabled === false && access.data.reason === 'NO_ACCOUNT';
  const error = access.error ?? list.error ?? null;
  const status: OrderTemplatesData['status'] = error
    ? 'error'
    : !access.data
      ? 'loading'
      : !enabled && !noAccount
        ? 'hidden'
        : enabled && !list.data
          ? 'loading'
          : 'ready';
  return {
    status,
    account,
    hasAccount: !noAccount,
    list: list.data ?? null,
    error,
    retry: () => {
      void access.mutate();
      void list.mutate();
    },
    reload: () => list.mutate(),
  };
}
