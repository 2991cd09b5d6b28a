import { useCallback, useState } from 'react';
import type { ArItem } from '@anp/core/services/finance';
import { DEFAULT_STATE, type ItemsState } from './model/list-state';
import { useAccountBalanceData, type AccountBalanceData } from './use-account-balance-data';

export interface AccountBalanceOptions {
  /** The list state shown, when the caller keeps it (the host page keeps it in its address). */
  value?: ItemsState | undefined;
  onChange?: ((state: ItemsState) => void) | undefined;
}

export interface AccountBalanceState {
  data: AccountBalanceData;
  items: ItemsState;
  setItems(state: ItemsState): void;
  /** The item whose detail panel is open. */
  open: ArItem | null;
  setOpen(item: ArItem | null): void;
}

/**
 * The widget's behaviour: the open items' state (the caller's when it keeps it, else its own,
 * starting from the default list) and the item whose panel is open.
 */
export function useAccountBalance({ value, onChange }: AccountBalanceOptions): AccountBalanceState {
  const [own, setOwn] = useState<ItemsState>(DEFAULT_STATE);
  const items = value ?? own;
  const setItems = useCallback(
    (next: ItemsState) => {
      if (value === undefined) setOwn(next);
      onChange?.(next);
    },
    [value, onChange],
  );
  const [open, setOpen] = useState<ArItem | null>(null);
  return { data: useAccountBalanceData(items), items, setItems, open, setOpen };
}
