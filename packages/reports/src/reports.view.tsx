import { useId, type ReactNode } from 'react';
import { useKitTranslation } from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { REPORTS_NS } from './i18n';
import type { ReportsState } from './use-reports';
import * as S from './reports.styles';

/** A heading level of the page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface ReportsViewProps {
  state: Pick<ReportsState, 'status' | 'reports' | 'current' | 'choose' | 'errorText' | 'retry'>;
  /** The shown report's body (a chart or a frame). */
  children?: ReactNode;
  heading?: string | undefined;
  headingLevel?: HeadingLevel;
}

/**
 * The reports from their props alone: the heading, the report picker (a pressed button is the
 * report shown), and the report; loading, failed, no account and no reports say so.
 */
export function ReportsView({ state, children, heading, headingLevel = 2 }: ReportsViewProps) {
  const { t } = useKitTranslation(REPORTS_NS);
  const headingId = useId();
  const Tag = `h${headingLevel}` as const;
  return (
    <S.Card aria-labelledby={headingId}>
      <S.Heading as={Tag} id={headingId}>
        {heading ?? t('heading')}
      </S.Heading>
      {state.status === 'loading' && <Spinner label={t('loading')} />}
      {state.status === 'error' && (
        <div role="alert">
          <S.Message>{t('failed', { reason: state.errorText ?? '' })}</S.Message>
          <Button variant="secondary" size="sm" onClick={state.retry}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state.status === 'noAccount' && <S.Message role="status">{t('noAccount')}</S.Message>}
      {state.status === 'empty' && (
        <EmptyState
          title={t('empty')}
          headingLevel={Math.min(6, headingLevel + 1) as HeadingLevel}
        />
      )}
      {state.status === 'ready' && (
        <>
          <S.Picker aria-label={t('picker')}>
            {state.reports.map((report) => {
              const pressed = report.id === state.current?.id;
              return (
                <li key={report.id}>
                  <Button
                    size="sm"
                    variant={pressed ? 'primary' : 'secondary'}
                    aria-pressed={pressed}
                    onClick={() => state.choose(report.id)}
                  >
                    {report.title}
                  </Button>
                </li>
              );
            })}
          </S.Picker>
          {children}
        </>
      )}
    </S.Card>
  );
}
