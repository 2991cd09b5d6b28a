/**
 * The searchable flyout (shell-and-admin.md §2): loaded on demand, so pages whose users have at
 * most 5 accounts never download the combobox library.
 */
import { useKitTranslation, type Account } from '@anp/core';
import { AccountRow } from './account-row';
import { Listbox, Option, SearchInput, SearchLabel } from './account-selector.styles';
import { NS } from './i18n';
import { useAccountCombobox, type AccountComboboxOptions } from './use-account-combobox';

export interface AccountFlyoutProps extends AccountComboboxOptions {
  currentId: string | null;
  /** A page is loading: the listbox is busy. */
  busy: boolean;
}

export function AccountFlyout(props: AccountFlyoutProps) {
  const { t } = useKitTranslation(NS);
  const { accounts, currentId, labelOf, busy } = props;
  const combobox = useAccountCombobox(props);
  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = combobox;
  return (
    <div>
      <SearchLabel {...getLabelProps()}>{t('search')}</SearchLabel>
      <SearchInput
        {...getInputProps({ onKeyDown: combobox.onInputKeyDown })}
        type="search"
        placeholder={t('searchHint')}
        enterKeyHint="search"
        spellCheck={false}
      />
      <Listbox
        {...getMenuProps({ onScroll: combobox.onListScroll, 'aria-label': t('accounts') })}
        aria-busy={busy || undefined}
        hidden={accounts.length === 0}
      >
        {accounts.map((account: Account, index) => (
          <Option
            key={account.id}
            {...getItemProps({ item: account, index })}
            $highlighted={highlightedIndex === index}
            $current={account.id === currentId}
          >
            <AccountRow
              account={account}
              label={labelOf(account)}
              current={account.id === currentId}
              t={t}
            />
          </Option>
        ))}
      </Listbox>
    </div>
  );
}

export default AccountFlyout;
