/**
 * The searchable flyout (shell-and-admin.md §2): loaded on demand, so pages whose users have at
 * most 5 accounts never download the combobox library (or the kit's form fields).
 */
import { useKitTranslation, type Account } from '@anp/core';
import { SearchField } from '@anp/ui/fields';
import { AccountRow } from './account-selector.row.view';
import { Listbox, Option } from './account-selector.styles';
import { NS } from './i18n';
import { useAccountCombobox, type AccountComboboxOptions } from './use-account-combobox';

export interface AccountFlyoutProps extends AccountComboboxOptions {
  currentId: string | null;
  /** A page is loading: the listbox is busy. */
  busy: boolean;
}

/**
 * The kit's search field as the combobox's input (downshift's label and input props spread on
 * it: its id, ref, role, ARIA and handlers; the clear button, and Escape in the panel, reach
 * downshift as typing would; in the dropdown Escape closes the popover) over the listbox of the
 * loaded accounts. The count and "no match" are the selector's one live region, so the field
 * announces no results of its own.
 */
export function AccountFlyout(props: AccountFlyoutProps) {
  const { t } = useKitTranslation(NS);
  const { accounts, currentId, labelOf, busy } = props;
  const combobox = useAccountCombobox(props);
  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = combobox;
  return (
    <div>
      <SearchField
        label={t('search')}
        labelProps={getLabelProps()}
        placeholder={t('searchHint')}
        {...getInputProps({ onKeyDown: combobox.onInputKeyDown })}
      />
      <Listbox
        {...getMenuProps({ onScroll: combobox.onListScroll, 'aria-label': t('accounts') })}
        aria-busy={busy || undefined}
        hidden={accounts.length === 0}
      >
        {accounts.map((account: Account, index) => (
          <Option
            part={account.id === currentId ? 'account current' : 'account'}
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
