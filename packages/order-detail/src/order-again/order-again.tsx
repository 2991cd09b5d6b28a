import { Suspense, useRef, useState } from 'react';
import {
  toPortalError,
  useErrorMessage,
  useFeatureToggles,
  useKitContext,
  useKitTranslation,
  type PortalError,
} from '@anp/core';
import type { OrderDetail as Order } from '@anp/core/services/orders';
import type { ReorderSummary } from '@anp/core/services/cart';
import {
  REORDER_NS,
  ReorderSummaryDialog,
  preloadReorderDialog,
  useOrderAgain,
} from '@anp/cart/reorder';
import styled from 'styled-components';
import { Button, token } from '@anp/ui';
import { useOrderAccount } from '../use-order-detail-data';
import * as R from '../set-reminder/set-reminder.styles';
import * as S from '../page.styles';

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
`;

/** The order types whose lines can be ordered again (as in the orders list's row menu). */
export const REORDERABLE_TYPES: ReadonlySet<string> = new Set(['sales order', 'consignment order']);

/**
 * "Order again" on the order detail (issue 17): copies the order's lines into the cart of the
 * selected account, busy while the call runs, then the summary in a dialog (what was added,
 * corrected, changed and not added, and a link to the cart); a failure stays beside the button.
 */
export function OrderAgain({ order }: { order: Order }) {
  const { t } = useKitTranslation(REORDER_NS);
  const { country } = useKitContext();
  const reason = useErrorMessage();
  const account = useOrderAccount();
  const orderAgain = useOrderAgain(account, 'order-detail');
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<ReorderSummary | null>(null);
  const [failure, setFailure] = useState<PortalError | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const number = order.orderNumber;
  const { cartEnabled } = useFeatureToggles();

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const [updated] = await Promise.all([
        orderAgain(number),
        preloadReorderDialog().catch(() => undefined),
      ]);
      setSummary(updated.summary);
    } catch (error) {
      setFailure(toPortalError(error));
    } finally {
      setBusy(false);
    }
  };

  // Markets and pages where the cart is hidden offer no Order again.
  if (!cartEnabled) return null;
  return (
    <R.Row part="order-again">
      <Button
        ref={opener}
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        loading={busy}
        onPointerEnter={() => void preloadReorderDialog().catch(() => undefined)}
        onFocus={() => void preloadReorderDialog().catch(() => undefined)}
        onClick={() => void run()}
      >
        {t('button')}
      </Button>
      {busy && <S.Hidden role="status">{t('busy', { number })}</S.Hidden>}
      {failure && (
        <Failure role="alert">{t('failed', { number, reason: reason(failure) })}</Failure>
      )}
      {summary && (
        <Suspense fallback={null}>
          <ReorderSummaryDialog
            summary={summary}
            country={order.account.country || country}
            onClose={() => setSummary(null)}
            returnFocusRef={opener}
          />
        </Suspense>
      )}
    </R.Row>
  );
}
