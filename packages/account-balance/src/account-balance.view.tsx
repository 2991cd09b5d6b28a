import { useId } from 'react';
import { useErrorMessage, useKitTranslation, useSelectedAccount } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { ACCOUNT_BALANCE_NS } from './i18n';
import { withFilters } from './model/list-state';
import type { AccountBalanceState } from './use-account-balance';
import { SummaryView } from './summary.view';
import { ItemsView } from './items.view';
import { StatementView } from './statement.view';
import { DetailDialog } from './detail.view';
import * as S from './account-balance.styles';

/** A heading level of the page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface AccountBalanceViewProps {
  state: AccountBalanceState;
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  headingLevel?: HeadingLevel;
  /** Today, YYYY-MM-DD (stories and tests fix it); default: the browser's date. */
  today?: string | undefined;
}

/**
 * The account's balance, from its state: no account, the summary and ageing bar (or its loading
 * and failure), the statement download, the open items and the panel of the one opened.
 */
export function AccountBalanceView({
  state,
  heading,
  headingLevel = 2,
  today,
}: AccountBalanceViewProps) {
  const { t } = useKitTranslation(ACCOUNT_BALANCE_NS);
  const describe = useErrorMessage();
  const headingId = useId();
  const Tag = `h${headingLevel}` as const;
  const { data, items, setItems } = state;
  // The account's name when the page already has it (the shell loaded it): no call of its own.
  const account = useSelectedAccount().account;
  return (
    <S.Card aria-labelledby={headingId} part="card">
      <S.Header>
        <S.Heading as={Tag} id={headingId}>
          {heading ?? t('heading')}
        </S.Heading>
        {account && (
          <S.Muted>{t('account', { name: account.fullname, code: account.soldToCode })}</S.Muted>
        )}
      </S.Header>
      {/* No account chosen, or one the user is not linked to: the server answers 404 for both. */}
      {data.account === null || data.summary.error?.status === 404 ? (
        <S.Message>{t('noAccount')}</S.Message>
      ) : (
        <>
          {data.summary.loading && <Spinner label={t('summary.loading')} />}
          {data.summary.error && (
            <S.Alert role="alert">
              <S.Message>{t('summary.failed', { reason: describe(data.summary.error) })}</S.Message>
              <Button variant="secondary" size="sm" onClick={data.summary.retry}>
                {t('retry')}
              </Button>
            </S.Alert>
          )}
          {data.summary.data && (
            <SummaryView
              summary={data.summary.data}
              bucket={items.filters.bucket}
              onBucket={(bucket) => setItems(withFilters(items, { bucket }))}
              headingLevel={headingLevel}
            />
          )}
          <ItemsView
            state={items}
            onStateChange={setItems}
            list={data.list}
            filter={data.filter.data}
            onOpen={state.setOpen}
            headingLevel={headingLevel}
          />
          <StatementView
            statementFile={data.statementFile}
            headingLevel={headingLevel}
            {...(today ? { today } : {})}
          />
          <DetailDialog item={state.open} onClose={() => state.setOpen(null)} />
        </>
      )}
    </S.Card>
  );
}
