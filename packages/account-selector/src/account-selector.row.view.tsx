import type { Account } from '@anp/core';
import { Check, Hidden, Label, Tag } from './account-selector.styles';

export interface AccountRowProps {
  account: Account;
  label: string;
  current: boolean;
  t: (key: string) => string;
}

/** What one account shows: a check mark when it is the current one, its label and its tag. */
export function AccountRow({ account, label, current, t }: AccountRowProps) {
  const tag = account.showTag;
  return (
    <>
      <Check $shown={current} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M3 8.5l3.2 3L13 4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Check>
      <Label>
        {label}
        {current && <Hidden> {t('currentMark')}</Hidden>}
      </Label>
      {tag && <Tag $tone={tag}>{t(tag === 'New' ? 'tagNew' : 'tagCurrent')}</Tag>}
    </>
  );
}
