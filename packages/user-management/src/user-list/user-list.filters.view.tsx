import { useId, useState, type FormEvent } from 'react';
import { MARKET_NAMES, useErrorMessage, useKitContext, useKitTranslation } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { SearchField, Select } from '@anp/ui/fields';
import { useDebouncedValue } from '@anp/core/hooks';
import type { UserConfigurations, UserStatus, UserType } from '@anp/core/services/users';
import {
  SEARCH_DEBOUNCE_MS,
  STATUS_OPTIONS,
  USER_TYPE_OPTIONS,
  activeFilterCount,
  normalizeSearch,
  type UserListFilters,
} from '../model/user-list';
import { USER_MANAGEMENT_NS } from '../i18n';
import { USER_LIST_NS } from './i18n';
import { useAccountOptions } from './use-user-list-data';
import * as S from './user-list.filters.styles';

export interface FilterBarProps {
  filters: UserListFilters;
  searchText: string;
  onSearchTextChange(text: string): void;
  onChange(filters: UserListFilters): void;
  onClear(): void;
  configurations: UserConfigurations | null;
}

/**
 * The filters of the users list: the search (name or e-mail, sent after a pause in typing), the
 * status, user type, role, region and business unit (the choices of users/configurations) and
 * the account (searched among the accounts an administrator may link).
 */
export function FilterBar(props: FilterBarProps) {
  const { filters, onChange, configurations } = props;
  const { t } = useKitTranslation(USER_LIST_NS);
  const { t: tm } = useKitTranslation(USER_MANAGEMENT_NS);
  const set = <K extends keyof UserListFilters>(key: K, value: UserListFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const orNull = (value: string) => (value === '' ? null : value);
  const roles = configurations?.roles ?? [];
  const markets = configurations?.markets ?? [];
  const units = configurations?.businessUnits ?? [];
  const active = activeFilterCount(filters);
  // On a narrow list the filters beyond the search fold away behind one button.
  const [more, setMore] = useState(false);
  const extra = active - (normalizeSearch(filters.search) ? 1 : 0);

  return (
    <S.Filters
      data-folded={!more}
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <SearchField
        label={t('filters.search')}
        hint={t('filters.searchHint')}
        value={props.searchText}
        maxLength={100}
        onValueChange={props.onSearchTextChange}
      />
      <S.FiltersToggle type="button" aria-expanded={more} onClick={() => setMore(!more)}>
        {more
          ? t('filters.fewer')
          : extra > 0
            ? t('filters.moreCount', { count: extra })
            : t('filters.more')}
      </S.FiltersToggle>
      <Select
        className="extra"
        label={tm('field.status')}
        placeholder={t('filters.allStatuses')}
        value={filters.status ?? ''}
        options={STATUS_OPTIONS.map((s) => ({ value: s, label: tm(`status.${s}`) }))}
        onValueChange={(v) => set('status', orNull(v) as UserStatus | null)}
      />
      <Select
        className="extra"
        label={tm('field.userType')}
        placeholder={t('filters.allTypes')}
        value={filters.userType ?? ''}
        options={USER_TYPE_OPTIONS.map((u) => ({
          value: u,
          label: configurations?.userTypes.find((c) => c.code === u)?.label ?? tm(`userType.${u}`),
        }))}
        onValueChange={(v) => set('userType', orNull(v) as UserType | null)}
      />
      <Select
        className="extra"
        label={tm('field.role')}
        placeholder={t('filters.allRoles')}
        value={filters.role ?? ''}
        options={roles.map((r) => ({ value: r.code, label: r.label }))}
        onValueChange={(v) => set('role', orNull(v))}
      >
        {filters.role && !roles.some((r) => r.code === filters.role) && (
          <option value={filters.role}>{filters.role}</option>
        )}
      </Select>
      <RegionSelect
        value={filters.region}
        markets={markets}
        onChange={(region) => set('region', region)}
      />
      <Select
        className="extra"
        label={tm('field.businessUnit')}
        placeholder={t('filters.allUnits')}
        value={filters.businessUnit ?? ''}
        options={units.map((u) => ({ value: u.code, label: u.label }))}
        onValueChange={(v) => set('businessUnit', orNull(v))}
      >
        {filters.businessUnit && !units.some((u) => u.code === filters.businessUnit) && (
          <option value={filters.businessUnit}>{filters.businessUnit}</option>
        )}
      </Select>
      <AccountFilter
        className="extra"
        value={filters.account}
        onChange={(account) => set('account', account)}
      />
      {active > 0 && (
        <S.FiltersEnd>
          <Button type="button" variant="ghost" onClick={props.onClear}>
            {t('filters.clear')}
          </Button>
        </S.FiltersEnd>
      )}
    </S.Filters>
  );
}

function RegionSelect(props: {
  value: string | null;
  markets: UserConfigurations['markets'];
  onChange(region: string | null): void;
}) {
  const { t } = useKitTranslation(USER_LIST_NS);
  const { t: tm } = useKitTranslation(USER_MANAGEMENT_NS);
  const { lang } = useKitContext();
  const { value, markets } = props;
  return (
    <Select
      className="extra"
      label={tm('field.region')}
      placeholder={t('filters.allRegions')}
      value={value ?? ''}
      options={markets.map((m) => ({ value: m.code, label: m.label }))}
      onValueChange={(v) => props.onChange(v === '' ? null : v)}
    >
      {value && !markets.some((m) => m.code === value) && (
        <option value={value}>{MARKET_NAMES[value]?.[lang] ?? value}</option>
      )}
    </Select>
  );
}

/**
 * The account filter: a button naming the account (or "Any account") that opens a panel with a
 * search among the accounts an administrator may link, 20 at a time.
 */
function AccountFilter(props: {
  className?: string;
  value: UserListFilters['account'];
  onChange(account: UserListFilters['account']): void;
}) {
  const { value, onChange } = props;
  const { t } = useKitTranslation(USER_LIST_NS);
  const describe = useErrorMessage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS, (v) => v === '');
  const options = useAccountOptions(search, open);
  const choose = (account: UserListFilters['account']) => {
    onChange(account);
    setOpen(false);
    setText('');
  };

  return (
    <S.AccountFilter
      className={props.className}
      onBlur={(event) => {
        // Focus moving to another control of the page closes the panel.
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
        }
      }}
    >
      <span id={`${id}-label`}>{t('filters.account')}</span>
      <S.AccountButton
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen(!open)}
      >
        <span id={`${id}-value`}>{value ? value.label : t('filters.anyAccount')}</span>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </S.AccountButton>
      {open && (
        <S.AccountPanel id={`${id}-panel`} role="group" aria-label={t('filters.chooseAccount')}>
          <SearchField
            label={t('filters.accountSearch')}
            hint={t('filters.accountSearchHint')}
            value={text}
            maxLength={100}
            autoFocus
            onValueChange={setText}
            resultCount={options.loading ? null : options.total}
          />
          {options.error && (
            <p role="alert">{t('filters.accountsFailed', { reason: describe(options.error) })}</p>
          )}
          <ul aria-label={t('filters.account')} aria-busy={options.loading || undefined}>
            <li>
              <button type="button" aria-pressed={value === null} onClick={() => choose(null)}>
                {t('filters.clearAccount')}
              </button>
            </li>
            {options.items.map((a) => (
              <li key={a.accountId}>
                <button
                  type="button"
                  aria-pressed={value?.id === a.accountId}
                  onClick={() => choose({ id: a.accountId, label: `${a.name} (${a.soldToCode})` })}
                >
                  {a.name} <small>{a.soldToCode}</small>
                </button>
              </li>
            ))}
          </ul>
          {options.loading && <Spinner size="sm" label={t('filters.accountsLoading')} />}
          {!options.loading && options.total === 0 && <p>{t('filters.noAccounts')}</p>}
          {options.hasMore && (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              loading={options.loadingMore}
              onClick={options.loadMore}
            >
              {t('filters.moreAccounts')}
            </Button>
          )}
        </S.AccountPanel>
      )}
    </S.AccountFilter>
  );
}
