import { useErrorMessage, useKitTranslation, usePortalLinks } from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { ModalOnDemand } from '@anp/ui/modal-on-demand';
import { BULK_MAX, activeFilterCount, fullName, PAGE_SIZE } from '../model/user-list';
import { USER_MANAGEMENT_NS } from '../i18n';
import { USER_LIST_NS } from './i18n';
import { FilterBar } from './user-list.filters.view';
import { Results } from './user-list.results.view';
import type { UserListBehaviour } from './use-user-list';
import * as S from './user-list.styles';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Portal pages the list links to (under `/{country}/{lang}/pages/`). */
export interface UserListLinks {
  /** A user's page; `{id}` is replaced. */
  edit: string;
  add: string;
  bulk: string;
}

export const DEFAULT_LINKS: UserListLinks = {
  edit: 'users/edituser/{id}',
  add: 'users/adduser',
  bulk: 'bulkusermanagement',
};

export interface UserListViewProps {
  list: UserListBehaviour;
  headingLevel: HeadingLevel;
  links?: UserListLinks;
  pageSize?: number;
}

/** The users list: the actions, the filters, then the users (or why there are none). */
export function UserListView({
  list,
  headingLevel,
  links = DEFAULT_LINKS,
  pageSize = PAGE_SIZE,
}: UserListViewProps) {
  const { t } = useKitTranslation(USER_LIST_NS);
  const { t: tm } = useKitTranslation(USER_MANAGEMENT_NS);
  const describe = useErrorMessage();

  if (list.status === 'forbidden')
    return (
      <S.Root>
        <EmptyState
          headingLevel={headingLevel}
          title={tm('noAccessTitle')}
          description={tm('error.FORBIDDEN')}
        />
      </S.Root>
    );

  return (
    <S.Root>
      <Actions list={list} links={links} />
      <FilterBar
        filters={list.state.filters}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        onChange={list.setFilters}
        onClear={list.clearFilters}
        configurations={list.configurations}
      />
      <Outcome list={list} />
      {list.status === 'error' && list.error ? (
        <S.Alert role="alert">
          <p>{t('failed', { reason: describe(list.error) })}</p>
          <Button variant="secondary" size="sm" onClick={list.retry}>
            {tm('retry')}
          </Button>
        </S.Alert>
      ) : list.status === 'loading' || !list.page ? (
        <S.Status role="status">
          <Spinner size="sm" label={t('loading')} />
          <span aria-hidden="true">{t('loading')}</span>
        </S.Status>
      ) : list.page.totalCount === 0 ? (
        <EmptyList list={list} headingLevel={headingLevel} />
      ) : (
        <Results list={list} editLink={links.edit} pageSize={pageSize} />
      )}
      <Confirmation list={list} />
    </S.Root>
  );
}

function Actions({ list, links }: { list: UserListBehaviour; links: UserListLinks }) {
  const { t } = useKitTranslation(USER_LIST_NS);
  const describe = useErrorMessage();
  const { hrefOf, follow } = usePortalLinks();
  const can = list.permissions;
  const addHref = hrefOf(links.add);
  const bulkHref = hrefOf(links.bulk);
  return (
    <>
      <S.Toolbar>
        {can?.canCreateUsers && (
          <S.PrimaryLink href={addHref} onClick={(e) => follow(e, addHref)}>
            {t('addUser')}
          </S.PrimaryLink>
        )}
        {can?.canCreateUsers && (
          <S.SecondaryLink href={bulkHref} onClick={(e) => follow(e, bulkHref)}>
            {t('bulkUpload')}
          </S.SecondaryLink>
        )}
        {can?.canReportUsers && (
          <>
            <Button
              variant="secondary"
              loading={list.exporting === 'csv'}
              disabled={list.exporting !== null}
              onClick={() => void list.exportList('csv')}
            >
              {t('exportCsv')}
            </Button>
            <Button
              variant="secondary"
              loading={list.exporting === 'xlsx'}
              disabled={list.exporting !== null}
              onClick={() => void list.exportList('xlsx')}
            >
              {t('exportXlsx')}
            </Button>
          </>
        )}
      </S.Toolbar>
      <div role="status">
        {list.exporting && <S.Muted>{t('exporting')}</S.Muted>}
        {list.exportError && (
          <S.Alert>
            <p>{t('exportFailed', { reason: describe(list.exportError) })}</p>
          </S.Alert>
        )}
      </div>
    </>
  );
}

function EmptyList({
  list,
  headingLevel,
}: {
  list: UserListBehaviour;
  headingLevel: HeadingLevel;
}) {
  const { t } = useKitTranslation(USER_LIST_NS);
  const filtered = activeFilterCount(list.state.filters) > 0;
  return filtered ? (
    <EmptyState
      headingLevel={headingLevel}
      title={t('empty.title')}
      description={t('empty.text')}
      action={
        <Button variant="secondary" onClick={list.clearFilters}>
          {t('filters.clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      headingLevel={headingLevel}
      title={t('empty.noneTitle')}
      description={t('empty.noneText')}
    />
  );
}

function Confirmation({ list }: { list: UserListBehaviour }) {
  const { t } = useKitTranslation(USER_LIST_NS);
  const action = list.confirming;
  const count = Math.min(list.selected.size, BULK_MAX);
  return (
    <ModalOnDemand
      open={action !== null}
      onClose={list.cancelConfirm}
      title={
        action === 'activate'
          ? t('confirm.activateTitle', { count })
          : t('confirm.deactivateTitle', { count })
      }
      description={action === 'activate' ? t('confirm.activateText') : t('confirm.deactivateText')}
      closeLabel={t('confirm.close')}
      size="sm"
      footer={
        <S.Toolbar>
          <Button
            variant={action === 'deactivate' ? 'danger' : 'primary'}
            loading={list.busy}
            onClick={() => void list.confirm()}
          >
            {action === 'activate' ? t('selection.activate') : t('selection.deactivate')}
          </Button>
          <Button variant="secondary" onClick={list.cancelConfirm}>
            {t('confirm.cancel')}
          </Button>
        </S.Toolbar>
      }
    />
  );
}

function Outcome({ list }: { list: UserListBehaviour }) {
  const { t } = useKitTranslation(USER_LIST_NS);
  const describe = useErrorMessage();
  const { outcome, bulkError } = list;
  const names = new Map((list.page?.users ?? []).map((u) => [u.id, fullName(u)]));
  return (
    <div role="status">
      {bulkError && (
        <S.Alert>
          <p>{t('result.failed', { reason: describe(bulkError) })}</p>
          <Button variant="ghost" size="sm" onClick={list.dismissOutcome}>
            {t('result.dismiss')}
          </Button>
        </S.Alert>
      )}
      {outcome && (
        <S.Notice $tone={outcome.refused.length > 0 ? 'warning' : 'success'}>
          <div>
            <p>
              {outcome.action === 'activate'
                ? t('result.activated', { count: outcome.updated })
                : t('result.deactivated', { count: outcome.updated })}
            </p>
            <Button variant="ghost" size="sm" onClick={list.dismissOutcome}>
              {t('result.dismiss')}
            </Button>
          </div>
          {outcome.refused.length > 0 && (
            <>
              <p>{t('result.refused', { count: outcome.refused.length })}</p>
              <ul>
                {outcome.refused.map((r) => (
                  <li key={r.userId}>
                    {t('result.refusedUser', {
                      name: names.get(r.userId) ?? r.userId,
                      message: r.message,
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </S.Notice>
      )}
    </div>
  );
}
