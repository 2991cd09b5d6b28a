import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useKitTranslation, type Account } from '@anp/core';
import { focusableWithin, getActiveElement } from '@anp/ui';
import { AccountRow } from './account-selector.row.view';
import * as S from './account-selector.styles';
import { NS } from './i18n';

export interface PlainAccountListProps {
  /** In the dropdown, focus moves to the current account (or the first) when the list appears. */
  autoFocus: boolean;
  accounts: Account[];
  currentId: string | null;
  labelOf(account: Account): string;
  onChoose(account: Account): void;
  pending: boolean;
}

/** At most 5 accounts and no search (shell-and-admin.md §2): buttons, arrows move between them. */
export function PlainAccountList(props: PlainAccountListProps) {
  const { t } = useKitTranslation(NS);
  const listRef = useRef<HTMLUListElement | null>(null);
  const { autoFocus } = props;
  useEffect(() => {
    const list = listRef.current;
    if (!autoFocus || !list) return;
    (list.querySelector<HTMLElement>('[aria-current="true"]') ?? focusableWithin(list)[0])?.focus();
  }, [autoFocus]);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    const buttons = focusableWithin(list);
    const at = buttons.indexOf(getActiveElement(list) as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? Math.min(at + 1, buttons.length - 1)
        : event.key === 'ArrowUp'
          ? Math.max(at - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };
  return (
    <S.PlainList ref={listRef} aria-label={t('accounts')} onKeyDown={onKeyDown}>
      {props.accounts.map((account) => {
        const current = account.id === props.currentId;
        return (
          <li key={account.id}>
            <S.RowButton
              part={current ? 'account current' : 'account'}
              type="button"
              $current={current}
              aria-current={current || undefined}
              aria-disabled={props.pending || undefined}
              onClick={() => {
                if (!props.pending) props.onChoose(account);
              }}
            >
              <AccountRow
                account={account}
                label={props.labelOf(account)}
                current={current}
                t={t}
              />
            </S.RowButton>
          </li>
        );
      })}
    </S.PlainList>
  );
}
