import { lazy, Suspense } from 'react';
import { formatNumber, useKitContext, useKitTranslation } from '@anp/core';
import type { TrialSummary } from '@anp/core/services/entitlements';
import { Spinner } from '@anp/ui';
import { DIGITAL_TOOLS_NS } from './i18n';
import { formatTrialValue, highestResult, trialChartData } from './model/digital-page';
import * as S from './digital-tools.styles';

// The charts (d3 and the kit's SVG) load with the first trial, never with the element.
const ChartPanel = lazy(() => import('@anp/ui/charts').then((m) => ({ default: m.ChartPanel })));

export interface TrialsViewProps {
  trials: readonly TrialSummary[];
  headingLevel: 2 | 3 | 4 | 5;
}

/** The research trials: a table of them all, then each with its chart (table view and CSV). */
export function TrialsView({ trials, headingLevel }: TrialsViewProps) {
  const { t } = useKitTranslation(DIGITAL_TOOLS_NS);
  const { country } = useKitContext();
  const trialLevel = Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6;
  const chartLevel = Math.min(trialLevel + 1, 4) as 2 | 3 | 4;
  return (
    <S.Section aria-labelledby="anp-digital-trials">
      <S.SectionHeading as={`h${headingLevel}`} id="anp-digital-trials">
        {t('trials')}
      </S.SectionHeading>
      {trials.length === 0 ? (
        <S.Message>{t('trialsEmpty')}</S.Message>
      ) : (
        <>
          <S.TableWrap tabIndex={0} role="region" aria-label={t('trialsTable')}>
            <S.Table>
              <caption>{t('trialsTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.trial')}</th>
                  <th scope="col">{t('columns.stage')}</th>
                  <th scope="col" className="number">
                    {t('columns.animals')}
                  </th>
                  <th scope="col" className="number">
                    {t('columns.year')}
                  </th>
                  <th scope="col">{t('columns.measure')}</th>
                  <th scope="col">{t('columns.highest')}</th>
                </tr>
              </thead>
              <tbody>
                {trials.map((trial) => {
                  const best = highestResult(trial);
                  return (
                    <tr key={trial.id}>
                      <th scope="row">{trial.title}</th>
                      <td>{t(`stage.${trial.stage}`)}</td>
                      <td className="number">{formatNumber(trial.animals, country, 0)}</td>
                      <td className="number">{trial.year}</td>
                      <td>{trial.measure}</td>
                      <td>
                        {best
                          ? `${best.treatment}: ${formatTrialValue(best.value, trial, country)}`
                          : ''}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </S.Table>
          </S.TableWrap>
          <S.Trials>
            {trials.map((trial) => (
              <S.Trial
                key={trial.id}
                aria-labelledby={`anp-trial-${trial.id}`}
                data-trial={trial.id}
              >
                <S.TrialHeading as={`h${trialLevel}`} id={`anp-trial-${trial.id}`}>
                  {trial.title}
                </S.TrialHeading>
                <S.Message>{trial.summary}</S.Message>
                <S.Muted>
                  {t(`stage.${trial.stage}`)} ·{' '}
                  {t('trialFacts', {
                    animals: formatNumber(trial.animals, country, 0),
                    year: trial.year,
                  })}
                </S.Muted>
                <Suspense fallback={<Spinner label={t('loading')} />}>
                  <ChartPanel
                    kind="bar"
                    data={trialChartData(trial)}
                    title={trial.measure}
                    categoryLabel={t('treatment')}
                    fileName={trial.id}
                    formatValue={(v) => formatTrialValue(v, trial, country)}
                    headingLevel={chartLevel}
                  />
                </Suspense>
              </S.Trial>
            ))}
          </S.Trials>
        </>
      )}
    </S.Section>
  );
}
