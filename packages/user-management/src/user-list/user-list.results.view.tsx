import type { ReactNode } from 'react';
import {
  formatDisplayDate,
  formatNumber,
  useKitContext,
  useKitTranslation,
  usePortalLinks,
} from '@anp/core';
import { Badge, Button, Spinner } from '@anp/ui';
import { Checkbox } from '@anp/ui/fields';
import type { UserSort, UserSummary } from '@anp/core/services/users';
import {
  BULK_MAX,
  accountsOf,
  fullName,
  pageCount,
  pageSelection,
  statusTone,
  togglePage,
} from '../model/user-list';
import { USER_MANAGEMENT_NS } from '../i18n';
import { USER_LIST_NS } from './i18n';
import type { UserListBehaviour } from './use-user-list';
import * as S from './user-list.results.styles';

const COLUMNS: readonly { id: UserSort | 'account'; field: string }[] = [
  { id: 'name', field: 'field.name' },
  { id: 'email', field: 'field.email' },
  { id: 'userType', field: 'field.userType' },
  { id: 'role', field: 'field.role' },
  { id: 'status', field: 'field.status' },
  { id: 'account', field: 'field.primaryAccount' },
  { id: 'lastSignIn', field: 'field.lastSignIn' },
];
/** A page of users: the count shown, the selection's actions, the sortable table, the pager. */
export function Results({
  list,
  editLink,
  pageSize,
}: {
  list: UserListBehaviour;
  /** A user's page; `{id}` is replaced. */
  editLink: string;
  pageSize: number;
}) {
  const { t } = useKitTranslation(USER_LIST_NS);
  const { t: tm } = useKitTranslation(USER_MANAGEMENT_NS);
  const { country, lang } = useKitContext();
  const { hrefOf, follow } = usePortalLinks();
  const page = list.page;
  if (!page) return null;
  const users = page.users;
  const ids = users.map((u) => u.id);
  const pageChosen = pageSelection(list.selected, ids);
  const number = (n: number) => formatNumber(n, country, 0);
  const from = page.offset + 1;
  const to = page.offset + users.length;
  const pages = pageCount(page.totalCount, pageSize);
  const { sort } = list.state;
  const roleLabel = (code: string | null) =>
    code === null ? '' : (list.configurations?.roles.find((r) => r.code === code)?.label ?? code);

  const cell = (user: UserSummary, column: UserSort | 'account'): ReactNode => {
    switch (column) {
      case 'name': {
        const href = hrefOf(editLink.replace('{id}', encodeURIComponent(user.id)));
        return (
          <a href={href} onClick={(e) => follow(e, href)}>
            {fullName(user)}
          </a>
        );
      }
      case 'email': {
        // A long address breaks after its @ rather than in the middle of a word.
        const at = user.email.lastIndexOf('@');
        return at < 0 ? (
          user.email
        ) : (
          <>
            {user.email.slice(0, at + 1)}
            <wbr />
            {user.email.slice(at + 1)}
          </>
        );
      }
      case 'userType':
        return tm(`userType.${user.userType}`);
      case 'role':
        return roleLabel(user.role);
      case 'status':
        return <Badge tone={statusTone(user.status)}>{tm(`status.${user.status}`)}</Badge>;
      case 'account': {
        const { primary, more } = accountsOf(user);
        return (
          <>
            {primary ?? <S.Muted>{t('table.noAccount')}</S.Muted>}
            {more > 0 && (
              <S.More>
                <span aria-hidden="true">{t('table.more', { count: more })}</span>
                <S.Hidden>{t('table.moreLabel', { count: more })}</S.Hidden>
              </S.More>
            )}
          </>
        );
      }
      case 'lastSignIn':
        return user.lastSignInAt ? (
          <time dateTime={user.lastSignInAt}>{formatDisplayDate(user.lastSignInAt, lang)}</time>
        ) : (
          <S.Muted>{tm('never')}</S.Muted>
        );
    }
  };

  return (
    <>
      <S.Summary>
        <p role="status">
          {t('showing', {
            count: page.totalCount,
            from: number(from),
            to: number(to),
            total: number(page.totalCount),
          })}
        </p>
        {list.refreshing && <Spinner size="sm" label={t('loading')} />}
      </S.Summary>
      <SelectionBar list={list} />
      <S.Table $stale={list.refreshing} aria-busy={list.refreshing || undefined}>
        <caption>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Checkbox
                label={<S.Hidden>{t('table.selectPage')}</S.Hidden>}
                checked={pageChosen === 'all'}
                indeterminate={pageChosen === 'some'}
                onCheckedChange={(on) => list.setSelected(togglePage(list.selected, ids, on))}
              />
            </th>
            {COLUMNS.map((c) => {
              const header = tm(c.field);
              if (c.id === 'account')
                return (
                  <th scope="col" key={c.id}>
                    {header}
                  </th>
                );
              const sorted = sort.field === c.id;
              return (
                <th
                  scope="col"
                  key={c.id}
                  aria-sort={
                    sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  <S.SortButton
                    type="button"
                    onClick={() => list.sortBy(c.id as UserSort)}
                    title={t('table.sortBy', { column: header })}
                  >
                    {header}
                    <SortIcon state={sorted ? sort.direction : null} />
                  </S.SortButton>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const chosen = list.selected.has(user.id);
            return (
              <tr key={user.id} data-selected={chosen}>
                <td>
                  <Checkbox
                    label={<S.Hidden>{t('table.selectUser', { name: fullName(user) })}</S.Hidden>}
                    checked={chosen}
                    onCheckedChange={(on) => {
                      const next = new Set(list.selected);
                      if (on) next.add(user.id);
                      else next.delete(user.id);
                      list.setSelected(next);
                    }}
                  />
                </td>
                {COLUMNS.map((c) =>
                  c.id === 'name' ? (
                    <th scope="row" key={c.id}>
                      {cell(user, c.id)}
                    </th>
                  ) : (
                    <td key={c.id} data-column={c.id} data-label={tm(c.field)}>
                      {cell(user, c.id)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </S.Table>
      {pages > 1 && (
        <S.Paging aria-label={t('paging.label')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={list.state.page <= 1}
            onClick={() => list.goToPage(list.state.page - 1)}
          >
            {t('paging.previous')}
          </Button>
          <p>{t('paging.page', { page: number(list.state.page), pages: number(pages) })}</p>
          <Button
            variant="secondary"
            size="sm"
            disabled={list.state.page >= pages}
            onClick={() => list.goToPage(list.state.page + 1)}
          >
            {t('paging.next')}
          </Button>
        </S.Paging>
      )}
    </>
  );
}

function SortIcon({ state }: { state: 'asc' | 'desc' | null }) {
  const d =
    state === 'asc'
      ? 'M4 10l4-4 4 4'
      : state === 'desc'
        ? 'M4 6l4 4 4-4'
        : 'M5 6l3-3 3 3M5 10l3 3 3-3';
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function SelectionBar({ list }: { list: UserListBehaviour }) {
  const { t } = useKitTranslation(USER_LIST_NS);
  const count = list.selected.size;
  if (count === 0) return null;
  return (
    <S.SelectionBar role="group" aria-label={t('selection.label')}>
      <p>
        {t('selection.count', { count })}
        {count > BULK_MAX && <> {t('selection.tooMany', { max: BULK_MAX })}</>}
      </p>
      <Button size="sm" onClick={() => list.askToConfirm('activate')}>
        {t('selection.activate')}
      </Button>
      <Button size="sm" variant="danger" onClick={() => list.askToConfirm('deactivate')}>
        {t('selection.deactivate')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => list.setSelected(new Set())}>
        {t('selection.clear')}
      </Button>
    </S.SelectionBar>
  );
}
