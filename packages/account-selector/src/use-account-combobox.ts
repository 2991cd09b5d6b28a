import { useState, type KeyboardEvent, type UIEvent } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useKitEnvironment, type Account } from '@anp/core';
import type { SelectorVariant } from './use-account-selector';

export interface AccountComboboxOptions {
  variant: SelectorVariant;
  accounts: Account[];
  labelOf(account: Account): string;
  inputValue: string;
  onInputValueChange(value: string): void;
  onChoose(account: Account): void;
  /** The user scrolled or moved the highlight near the end of the loaded accounts. */
  onNearEnd(): void;
}

/** Distance from the bottom of the list (px) at which the next page is asked for. */
const NEAR_END_PX = 80;
/** Highlighting one of the last few loaded accounts asks for the next page too. */
const NEAR_END_ITEMS = 3;

const types = useCombobox.stateChangeTypes;

/**
 * The search box and listbox of the flyout, on downshift's `useCombobox` (ARIA combobox with
 * listbox, options, `aria-activedescendant`; arrows, Home/End, Enter). Choosing is explicit only:
 * a click or Enter. Leaving the box (Tab, a click elsewhere) never switches account, and the
 * box keeps the user's search after a choice. In the dropdown the listbox is open as long as the
 * popover is; Escape belongs to the popover, which closes.
 */
export function useAccountCombobox(options: AccountComboboxOptions) {
  const { variant, accounts, labelOf, onNearEnd } = options;
  const environment = useKitEnvironment();
  // In the panel the list is always on screen; the combobox is "expanded" while in use.
  const [active, setActive] = useState(false);

  const combobox = useCombobox<Account>({
    items: accounts,
    itemToString: (account) => (account ? labelOf(account) : ''),
    itemToKey: (account: Account | null) => account?.id ?? null,
    environment,
    isOpen: variant === 'dropdown' || active,
    selectedItem: null,
    inputValue: options.inputValue,
    onInputValueChange: ({ inputValue }) => options.onInputValueChange(inputValue ?? ''),
    onIsOpenChange: ({ isOpen }) => setActive(isOpen === true),
    onSelectedItemChange: ({ type, selectedItem }) => {
      if (selectedItem && (type === types.ItemClick || type === types.InputKeyDownEnter)) {
        options.onChoose(selectedItem);
      }
    },
    onHighlightedIndexChange: ({ highlightedIndex }) => {
      if (
        highlightedIndex !== undefined &&
        highlightedIndex >= 0 &&
        highlightedIndex >= accounts.length - NEAR_END_ITEMS
      ) {
        onNearEnd();
      }
    },
    stateReducer,
  });

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && variant === 'dropdown') {
      // The popover closes on Escape; downshift must not clear the search first.
      (
        event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }
      ).preventDownshiftDefault = true;
    }
  };

  const onListScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_END_PX) onNearEnd();
  };

  return { ...combobox, onInputKeyDown, onListScroll };
}

function stateReducer(
  state: UseComboboxState<Account>,
  { type, changes }: UseComboboxStateChangeOptions<Account>,
): Partial<UseComboboxState<Account>> {
  switch (type) {
    case types.InputBlur:
      // downshift selects the highlighted item on blur; switching account must be deliberate.
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    case types.ItemClick:
    case types.InputKeyDownEnter:
      // Keep the search text and the list as they are; the switch itself navigates away.
      return {
        ...changes,
        inputValue: state.inputValue,
        isOpen: state.isOpen,
        highlightedIndex: state.highlightedIndex,
      };
    case types.ControlledPropUpdatedSelectedItem:
    case types.FunctionSelectItem:
      return { ...changes, inputValue: state.inputValue };
    default:
      return changes;
  }
}
