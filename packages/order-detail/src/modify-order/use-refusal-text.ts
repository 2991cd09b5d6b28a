import { useErrorMessage, type PortalError } from '@anp/core';
import { DEFAULT_NOTE_MAX_LENGTH, issueMessage, type CartIssue } from '@anp/rules/cart';
import { statusText } from '../order-labels';
import { useOrderText, type OrderText } from '../use-order-text';
import type { ClosedReason } from './use-modify-order';

/** "Order 4000… can no longer be changed: its cut-off was 24-11-2026, 3:00 PM." */
export function closedText(reason: ClosedReason, number: string, text: OrderText): string {
  if (reason.kind === 'status')
    return text.t('modifyPage.closedStatus', {
      number,
      status: statusText(reason.status, text.t).toLowerCase(),
    });
  return reason.cutoff
    ? text.t('modifyPage.closedCutoff', { number, cutoff: text.cutoff(reason.cutoff) })
    : text.t('modifyPage.closedNoCutoff', { number });
}

/**
 * A failed call in words: the reference API's modification refusals (a date the plant cannot
 * serve, a quantity off its rules, no line left, the note) and the cart's codes in the page
 * language; anything else from the catalogue. The page checks the same rules first, so these
 * show only when the server knows better (a calendar the page could not read).
 */
export function useRefusalText() {
  const describe = useErrorMessage();
  const { t, message } = useOrderText();
  return (error: PortalError) => {
    switch (error.serverCode) {
      case 'DATE_PROBLEM':
        return message({ key: 'dateUnavailable', params: {} });
      case 'QUANTITY_RULE':
        return t('modifyPage.serverQuantity');
      case 'VALIDATION':
        if (error.field === 'body.lines') return t('modifyPage.keepOne');
        if (error.field === 'body.note')
          return t('modifyPage.noteError', { max: DEFAULT_NOTE_MAX_LENGTH });
        break;
    }
    if (error.code === 'CART' && error.serverCode)
      return message(
        issueMessage({
          code: error.serverCode as CartIssue['code'],
          message: error.serverMessage ?? '',
          sku: null,
          field: error.field ?? null,
          params: error.params,
          label: null,
        }),
      );
    return describe(error);
  };
}
