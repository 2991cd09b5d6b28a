import { useNamespaces } from '@anp/core';
import { DATE_PICKER_NAMESPACE } from '@anp/ui/date-picker';
import { ORDER_NAMESPACES } from '../use-order-text';
import { useModifyOrder } from './use-modify-order';
import { ModifyOrderView } from './modify-order.view';

export interface ModifyOrderProps {
  /** The order's number. */
  orderNumber: string;
  /** Level of the page's heading (default 1). */
  headingLevel?: 1 | 2 | 3;
}

const MODIFY_NAMESPACES = [...ORDER_NAMESPACES, DATE_PICKER_NAMESPACE];

/**
 * The modify page (ordering.md §2 orders/{orderNr}/modify, §4 order modification): the user's
 * modified-order draft of the order, with quantities by the cart's rules (0 removes a line, one
 * must stay), the requested date on the plant's calendar, PO and delivery instructions; Save
 * draft, Discard draft and Submit changes, and the cut-off always in view.
 * @example <KitRoot config={config}><ModifyOrder orderNumber="4000161424" /></KitRoot>
 */
export function ModifyOrder({ orderNumber, headingLevel = 1 }: ModifyOrderProps) {
  // The page and its date picker speak in one step (see useNamespaces).
  useNamespaces(MODIFY_NAMESPACES);
  const number = orderNumber.trim();
  return (
    <ModifyOrderView
      behaviour={useModifyOrder(number)}
      orderNumber={number}
      headingLevel={headingLevel}
    />
  );
}
