import { Suspense, lazy } from 'react';
import { Spinner } from '@anp/ui';
import { useKitContext, useKitTranslation, type Account } from '@anp/core';
import { AccountSelectorView } from './account-selector.view';
import { NS } from './i18n';
import { useAccountSelector } from './use-account-selector';

// The combobox (downshift) only for users with more than 5 accounts: a separate chunk.
const AccountFlyout = lazy(() => import('./account-selector.flyout'));

export interface AccountSelectorProps {
  /** `dropdown`: a button in a header bar that opens the selector; `panel`: inline (mobile nav). */
  variant?: 'dropdown' | 'panel';
  /** Called after a successful account switch (the element also dispatches anp-account-changed). */
  onAccountChange?: (account: Account) => void;
  /** Called after a region switch (the element also dispatches anp-region-changed). */
  onRegionChange?: (region: string) => void;
}

/**
 * The account and region selector (shell-and-admin.md §2, §4): the current sold-to account from
 * the user context, the user's accounts as a plain list or a searchable, paged flyout, regions
 * when there are several. Switching stores the choice, tells the server (purchase group only),
 * publishes `anp-account-changed` (and `anp-business-unit-changed`, `anp-region-changed`) and
 * navigates to the landing page.
 * @example
 * <KitRoot config={config}><AccountSelector variant="dropdown" /></KitRoot>
 */
export function AccountSelector({
  variant,
  onAccountChange,
  onRegionChange,
}: AccountSelectorProps) {
  const { country } = useKitContext();
  const { t } = useKitTranslation(NS);
  const s = useAccountSelector({
    variant: variant === 'panel' ? 'panel' : 'dropdown',
    onAccountChange,
    onRegionChange,
  });
  const { pages, switcher } = s;
  const choose = (account: Account) => {
    if (switcher.pending) return;
    // The current account again: nothing to switch; the dropdown just closes.
    if (account.id === s.account?.id) {
      if (s.variant === 'dropdown') s.close(true);
      return;
    }
    void switcher.chooseAccount(account);
  };
  const flyout =
    s.mode === 'flyout' ? (
      <Suspense fallback={<Spinner size="sm" label={t('loading')} />}>
        <AccountFlyout
          variant={s.variant}
          accounts={pages.accounts}
          currentId={s.account?.id ?? null}
          labelOf={s.labelOf}
          inputValue={s.inputValue}
          onInputValueChange={s.setInputValue}
          onChoose={choose}
          onNearEnd={pages.loadMore}
          busy={pages.loading}
        />
      </Suspense>
    ) : null;
  return (
    <AccountSelectorView
      variant={s.variant}
      country={country}
      status={s.status}
      contextError={s.contextError}
      onRetryContext={s.retryContext}
      account={s.account}
      labelOf={s.labelOf}
      regions={s.regions}
      region={s.region}
      onChooseRegion={switcher.chooseRegion}
      mode={s.mode}
      accounts={pages.accounts}
      total={pages.total}
      loading={pages.loading}
      listError={pages.error}
      onRetryList={pages.retry}
      hasMore={pages.hasMore}
      onLoadMore={pages.loadMore}
      searchTerm={s.searchTerm}
      onChoose={choose}
      pending={switcher.pending}
      switchError={switcher.error}
      flyout={flyout}
      open={s.open}
      onToggle={s.toggle}
      triggerRef={s.triggerRef}
      popoverRef={s.popoverRef}
      onPopoverKeyDown={s.onPopoverKeyDown}
    />
  );
}
