import { useId } from 'react';
import { useKitTranslation } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { INSIGHTS_NS } from './i18n';
import type { InsightsState } from './use-insights';
import * as S from './insights.styles';

/** A heading level of the page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface InsightsViewProps {
  state: Pick<
    InsightsState,
    'status' | 'name' | 'facts' | 'errorText' | 'expanded' | 'toggle' | 'retry'
  >;
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  headingLevel?: HeadingLevel;
}

/** The card, from its props alone: loading, failed, no account, or the account with its facts. */
export function InsightsView({ state, heading, headingLevel = 2 }: InsightsViewProps) {
  const { t } = useKitTranslation(INSIGHTS_NS);
  const headingId = useId();
  const factsId = useId();
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
      {state.status === 'ready' && state.name === null && <S.Message>{t('noAccount')}</S.Message>}
      {state.status === 'ready' && state.name !== null && (
        <>
          <S.Message>{state.name}</S.Message>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={state.expanded}
            aria-controls={factsId}
            onClick={state.toggle}
          >
            {state.expanded ? t('hideDetails') : t('showDetails')}
          </Button>
          <S.Facts id={factsId} hidden={!state.expanded}>
            {state.facts.map((fact) => (
              <div key={fact.key} style={{ display: 'contents' }}>
                <dt>{t(`facts.${fact.key}`)}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </S.Facts>
        </>
      )}
    </S.Card>
  );
}
