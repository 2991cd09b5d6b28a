import { useId, useState } from 'react';
import { useKitTranslation } from '@anp/core';
import type { BulkCheck } from '@anp/core/services/users';
import { Button } from '@anp/ui';
import { MAX_LISTED_ERRORS, errorsPage } from '../model/bulk-users';
import { BULK_USERS_NS } from './i18n';
import { CountList, StepSection, useCount, type SectionProps } from './bulk-users.step.view';
import * as S from './bulk-users.styles';

/** Step 3: the dry run's counts and whether the file can be applied as it is. */
export function CheckSection({ state, check, heading }: SectionProps & { check: BulkCheck }) {
  const { t } = useKitTranslation(BULK_USERS_NS);
  const count = useCount();
  const counts: [string, number, string?][] = [
    [t('summary.rows'), check.rowCount],
    [t('summary.create'), check.createCount],
    [t('summary.update'), check.updateCount],
    [t('summary.errors'), check.errorCount, check.errorCount > 0 ? 'danger' : undefined],
  ];
  return (
    <StepSection
      step={3}
      title={t('summary.heading')}
      heading={heading}
      busy={state.pending !== null}
    >
      <p>{t('summary.file', { name: check.fileName })}</p>
      <CountList counts={counts} />
      {check.rowCount === 0 ? (
        <S.Notice $tone="warning">
          <p>{t('summary.noRows')}</p>
        </S.Notice>
      ) : check.errorCount === 0 ? (
        <S.Notice $tone="success">
          <p>{t('summary.allValid')}</p>
        </S.Notice>
      ) : (
        <S.Notice $tone="warning">
          <p>
            {t('summary.someErrors', { count: check.errorCount, rows: count(check.errorCount) })}
          </p>
        </S.Notice>
      )}
    </StepSection>
  );
}

/** The rows to fix: a paged table of line, column, value and message, and their download. */
export function ErrorsSection({ state, heading }: SectionProps) {
  const { t } = useKitTranslation(BULK_USERS_NS);
  const count = useCount();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const shown = errorsPage(state.errors, page);
  const Heading = heading;
  const range = t('errors.range', {
    from: count(shown.from),
    to: count(shown.to),
    total: count(shown.total),
  });
  const pageText = t('errors.page', { page: count(shown.page), pages: count(shown.pages) });
  const labels = {
    line: t('errors.line'),
    column: t('errors.column'),
    value: t('errors.value'),
    message: t('errors.message'),
  };
  return (
    <S.Section aria-labelledby={headingId} aria-busy={state.pending !== null || undefined}>
      <S.SectionHeading as={Heading} id={headingId}>
        {t('errors.heading')}
      </S.SectionHeading>
      {state.errors.length >= MAX_LISTED_ERRORS && (
        <S.Muted>{t('errors.capped', { shown: count(state.errors.length) })}</S.Muted>
      )}
      <S.Table>
        <caption>
          {t('errors.heading')}: {range}
        </caption>
        <thead>
          <tr>
            <th scope="col">{labels.line}</th>
            <th scope="col">{labels.column}</th>
            <th scope="col">{labels.value}</th>
            <th scope="col">{labels.message}</th>
          </tr>
        </thead>
        <tbody>
          {shown.rows.map((error, i) => (
            <tr key={`${error.line}-${error.column ?? ''}-${error.code}-${i}`}>
              <th scope="row" data-label={labels.line}>
                <span>{count(error.line)}</span>
              </th>
              <td data-label={labels.column}>
                <span>
                  {error.column === null
                    ? t('errors.wholeRow')
                    : t(`column.${error.column}`, { defaultValue: error.column })}
                </span>
              </td>
              <td data-label={labels.value}>
                <span>
                  {error.value === null || error.value === '' ? (
                    <S.EmptyValue>{t('errors.empty')}</S.EmptyValue>
                  ) : (
                    error.value
                  )}
                </span>
              </td>
              <td data-label={labels.message}>
                <span>{error.message}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </S.Table>
      <S.Pager>
        <span>{range}</span>
        {shown.pages > 1 && (
          <S.Actions role="group" aria-label={pageText}>
            <Button
              variant="secondary"
              disabled={shown.page <= 1}
              onClick={() => setPage(shown.page - 1)}
            >
              {t('errors.previous')}
            </Button>
            <span aria-hidden="true">{pageText}</span>
            <Button
              variant="secondary"
              disabled={shown.page >= shown.pages}
              onClick={() => setPage(shown.page + 1)}
            >
              {t('errors.next')}
            </Button>
          </S.Actions>
        )}
      </S.Pager>
      <S.Actions>
        <Button variant="ghost" onClick={state.downloadErrors}>
          {t('errors.download')}
        </Button>
      </S.Actions>
    </S.Section>
  );
}
