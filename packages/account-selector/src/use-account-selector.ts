import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  documentOf,
  useKitContext,
  useSelectedAccount,
  useUserContext,
  type Account,
  type PortalError,
  type Region,
} from '@anp/core';
import { useDebouncedValue } from '@anp/core/hooks';
import { getActiveElement } from '@anp/ui';
import {
  SEARCH_DEBOUNCE,
  accountLabel,
  currentRegion,
  pickerMode,
  showRegionAccordion,
  type PickerMode,
} from './model/picker';
import { useAccountPages, type AccountPages } from './use-account-selector-data';
import { useAccountSwitch, type AccountSwitch } from './use-account-switch';

export type SelectorVariant = 'dropdown' | 'panel';

const isBlank = (term: string) => term === '';

export interface AccountSelectorOptions {
  variant: SelectorVariant;
  onAccountChange?: ((account: Account) => void) | undefined;
  onRegionChange?: ((region: string) => void) | undefined;
}

export interface AccountSelectorState {
  variant: SelectorVariant;
  /** The user context: loading until its first answer, error when it failed. */
  status: 'loading' | 'error' | 'ready';
  contextError: PortalError | null;
  retryContext(): void;
  account: Account | null;
  labelOf(account: Account): string;
  /** Regions for the accordion; null when there is at most one. */
  regions: Region[] | null;
  region: string | null;
  /** Null while the first page decides it. */
  mode: PickerMode | null;
  pages: AccountPages;
  switcher: AccountSwitch;
  inputValue: string;
  setInputValue(value: string): void;
  /** The term the listing was asked for (debounced). */
  searchTerm: string;
  open: boolean;
  toggle(): void;
  close(restoreFocus: boolean): void;
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  popoverRef: React.RefObject<HTMLDivElement | null>;
  onPopoverKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * Behaviour of the account selector: the current account and region from the session store,
 * the open state of the dropdown (Escape, an outside click or focus leaving it closes it and gives
 * focus back to the button), the search box echoed at once and searched after 1000 ms, the mode
 * (plain list or flyout), the listing and the switch handlers.
 */
export function useAccountSelector(options: AccountSelectorOptions): AccountSelectorState {
  const { variant } = options;
  const context = useUserContext();
  const { country, root } = useKitContext();
  const data = context.data;

  // The session's account, the one every element of the page works on (after a switch that the
  // server was not told of, the context still names the previous one).
  const selected = useSelectedAccount();
  const account = data ? selected.account : null;
  const allRegions = data?.regions ?? [];
  const region = currentRegion(selected.region, account, allRegions);
  const accordion = showRegionAccordion(allRegions);

  const [open, setOpen] = useState(false);
  const [inputValue, setInputValue] = useState('');
  // Typing shows at once; only the request waits for a pause. Clearing the box needs no wait.
  const searchTerm = useDebouncedValue(inputValue.trim(), SEARCH_DEBOUNCE, isBlank);

  const listRegion = accordion ? region : null;
  const pages = useAccountPages({
    searchTerm,
    region: listRegion,
    enabled: data !== undefined && (variant === 'panel' || open),
  });

  // The mode follows the region's account count once listed; before that the context's count
  // (all regions) when the list is not filtered by region.
  const count = pages.unsearchedTotal ?? (listRegion === null && data ? data.accountCount : null);
  const typed = `${inputValue}${searchTerm}`;
  const mode: PickerMode | null =
    count === null ? (typed.trim() !== '' ? 'flyout' : null) : pickerMode(count, typed);

  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const popoverRef = useRef<HTMLDivElement | null>(null);

  // A closed dropdown forgets its search: it opens on the full list again.
  const setOpenAndReset = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) setInputValue('');
  }, []);
  const close = useCallback(
    (restoreFocus: boolean) => {
      setOpenAndReset(false);
      if (restoreFocus) triggerRef.current?.focus();
    },
    [setOpenAndReset],
  );
  const toggle = useCallback(() => setOpenAndReset(!open), [open, setOpenAndReset]);

  const switcher = useAccountSwitch({
    groups: data?.user.groups ?? [],
    accounts: pages.accounts,
    onAccounts: pages.replace,
    onAccountChange: options.onAccountChange,
    onRegionChange: options.onRegionChange,
    onSwitched: () => {
      if (variant === 'dropdown') close(true);
    },
  });

  // An open dropdown closes on a click outside it (the page's document sees clicks anywhere; the
  // composed path sees through shadow roots) and when focus moves out of it.
  useEffect(() => {
    if (variant !== 'dropdown' || !open) return undefined;
    const doc = documentOf(root);
    const inside = (event: Event) => {
      const path = event.composedPath();
      return [popoverRef.current, triggerRef.current].some((n) => n !== null && path.includes(n));
    };
    const onPointerDown = (event: Event) => {
      if (inside(event)) return;
      // Focus goes back to the button unless the click lands on something that takes focus.
      const popover = popoverRef.current;
      const focusWasInside = popover !== null && popover.contains(getActiveElement(popover));
      setOpenAndReset(false);
      if (focusWasInside) {
        setTimeout(() => {
          const active = triggerRef.current ? getActiveElement(triggerRef.current) : null;
          if (active === null || active === doc.body) triggerRef.current?.focus();
        }, 0);
      }
    };
    const onFocusIn = (event: Event) => {
      if (!inside(event)) setOpenAndReset(false);
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('focusin', onFocusIn);
    };
  }, [variant, open, root, setOpenAndReset]);

  const onPopoverKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape' && variant === 'dropdown') {
        event.preventDefault();
        event.stopPropagation();
        close(true);
      }
    },
    [variant, close],
  );

  const labelOf = useCallback((a: Account) => accountLabel(a, country), [country]);

  return {
    variant,
    status: data ? 'ready' : context.error ? 'error' : 'loading',
    contextError: context.error ?? null,
    retryContext: () => void context.mutate(),
    account,
    labelOf,
    regions: accordion ? allRegions : null,
    region,
    mode,
    pages,
    switcher,
    inputValue,
    setInputValue,
    searchTerm,
    open: variant === 'panel' || open,
    toggle,
    close,
    triggerRef,
    popoverRef,
    onPopoverKeyDown,
  };
}
