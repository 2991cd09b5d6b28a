import { useCallback, useState } from 'react';
import { toPortalError, type PortalError } from '@anp/core';
import type { CartApi } from '@anp/core/services/cart';
import type { CartFlowAction } from './model';
import type { PlacedOrder } from './use-cart-submit';

export interface ConfirmationEmailOptions {
  api: CartApi;
  account: string;
  order: PlacedOrder | null;
  dispatch: (action: CartFlowAction) => void;
}

/**
 * Sending the order confirmation to another address (ordering.md §2 screen 4): the address is
 * kept in the flow, the dialog closes and the success dialog opens once the server took it; a
 * failure stays in the dialog with its reason.
 */
export function useConfirmationEmail({ api, account, order, dispatch }: ConfirmationEmailOptions) {
  const [sendingEmail, setSendingEmail] = useState(false);
  const [emailError, setEmailError] = useState<PortalError | null>(null);
  const sendAltEmail = useCallback(
    async (email: string): Promise<boolean> => {
      if (!order) return false;
      setSendingEmail(true);
      setEmailError(null);
      dispatch({ type: 'setAltEmail', value: email });
      try {
        await api.sendAltEmail(order.orderNumber, email, {
          publishErrors: false,
          accountId: account,
        });
        dispatch({ type: 'setEmailModal', open: false });
        dispatch({ type: 'setSuccessModal', open: true });
        return true;
      } catch (thrown) {
        setEmailError(toPortalError(thrown));
        return false;
      } finally {
        setSendingEmail(false);
      }
    },
    [api, order, account, dispatch],
  );
  const openEmailModal = useCallback(
    (open: boolean) => {
      setEmailError(null);
      dispatch({ type: 'setEmailModal', open });
    },
    [dispatch],
  );
  return { sendAltEmail, sendingEmail, emailError, openEmailModal };
}
