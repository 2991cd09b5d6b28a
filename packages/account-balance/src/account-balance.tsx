import { headingLevelOf, useNamespaces } from '@anp/core';
import { DATA_TABLE_NAMESPACE } from '@anp/ui/data-table';
import { DATE_PICKER_NAMESPACE, DATE_RANGE_PICKER_NAMESPACE } from '@anp/ui/date-range-picker';
import { FIELDS_NAMESPACE } from '@anp/ui/fields';
import { ACCOUNT_BALANCE_NS } from './i18n';
import type { ItemsState } from './model/list-state';
import { useAccountBalance } from './use-account-balance';
import { AccountBalanceView, type HeadingLevel } from './account-balance.view';

export interface AccountBalanceProps {
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  /** Level of the heading, 1 to 6 (default 2); the parts' headings are one below. */
  headingLevel?: number | undefined;
  /**
   * The open items' filters, sort and page, when the caller keeps them (the host page keeps them
   * in its address). Without it the widget keeps its own.
   */
  value?: ItemsState | undefined;
  /** Called with every change of the open items' filters, sort or page. */
  onChange?: ((state: ItemsState) => void) | undefined;
  /** Today, YYYY-MM-DD (stories and tests fix it); default: the browser's date. */
  today?: string | undefined;
}

const NAMESPACES = [
  ACCOUNT_BALANCE_NS,
  DATA_TABLE_NAMESPACE,
  DATE_RANGE_PICKER_NAMESPACE,
  DATE_PICKER_NAMESPACE,
  FIELDS_NAMESPACE,
];

/**
 * Account balance (issue 16, ordering.md §7 financeData, finance/filter, finance/list,
 * finance/details, invoiceboleto): for the selected sold-to, the credit limit, balance,
 * available credit, current and past due; the ageing bar; the open items with filters, sort,
 * paging and each item's panel; the statement as PDF or XLSX; and a Brazilian invoice's boletos.
 * @example <KitRoot config={config}><AccountBalance value={state} onChange={setState} /></KitRoot>
 */
export function AccountBalance({
  heading,
  headingLevel,
  value,
  onChange,
  today,
}: AccountBalanceProps) {
  useNamespaces(NAMESPACES);
  const state = useAccountBalance({ value, onChange });
  return (
    <AccountBalanceView
      state={state}
      heading={heading}
      headingLevel={headingLevelOf<HeadingLevel>(headingLevel, 2)}
      today={today}
    />
  );
}
