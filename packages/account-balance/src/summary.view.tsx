import { useId } from 'react';
import { useKitContext, useKitTranslation, formatMoney, formatDisplayDate } from '@anp/core';
import type { AgeingBucket, FinanceData } from '@anp/core/services/finance';
import { ACCOUNT_BALANCE_NS } from './i18n';
import { ageingSegments } from './model/ageing';
import * as S from './account-balance.styles';

export interface SummaryViewProps {
  summary: FinanceData;
  /** The bucket the open items are filtered by, if any (its legend entry is pressed). */
  bucket: AgeingBucket | null;
  /** A legend entry pressed: filter the items by its bucket (again: no bucket filter). */
  onBucket(bucket: AgeingBucket | null): void;
  headingLevel: number;
}

/**
 * The figures (credit limit, balance, available credit, current, past due) and the ageing bar:
 * one stacked bar, each bucket with its colour and texture, named for screen readers by the same
 * sentence the legend shows; the legend gives every bucket's amount and share, and filters the
 * items below by it.
 */
export function SummaryView({ summary, bucket, onBucket, headingLevel }: SummaryViewProps) {
  const { t } = useKitTranslation(ACCOUNT_BALANCE_NS);
  const { country, lang } = useKitContext();
  const headingId = useId();
  const money = (value: number) => formatMoney(value, country);
  const segments = ageingSegments(summary.buckets);
  const owed = segments.some((s) => s.share > 0);
  const label = t('ageing.barLabel', {
    parts: segments
      .map((s) =>
        t('ageing.part', {
          bucket: t(`ageing.buckets.${s.bucket}`),
          amount: money(s.amount),
          percent: s.percent,
        }),
      )
      .join(', '),
  });
  const Sub = `h${Math.min(headingLevel + 1, 6)}` as 'h3';
  return (
    <>
      <S.Figures aria-label={t('summary.label')}>
        <div>
          <dt>{t('summary.openBalance')}</dt>
          <dd>{money(summary.openBalance)}</dd>
        </div>
        <div>
          <dt>{t('summary.creditLimit')}</dt>
          <dd>{money(summary.creditLimit)}</dd>
        </div>
        <div>
          <dt>{t('summary.availableCredit')}</dt>
          <dd>{money(summary.availableCredit)}</dd>
        </div>
        <div>
          <dt>{t('summary.current')}</dt>
          <dd>{money(summary.current)}</dd>
        </div>
        <div>
          <dt>{t('summary.overdue')}</dt>
          <dd>{money(summary.overdue)}</dd>
        </div>
      </S.Figures>
      <S.Part aria-labelledby={headingId}>
        <S.SubHeading as={Sub} id={headingId}>
          {t('ageing.heading')}
        </S.SubHeading>
        <S.Bar role="img" aria-label={owed ? label : t('ageing.nothingOwed')} part="ageing-bar">
          {segments.map((s) => (
            <S.Segment
              key={s.bucket}
              $bucket={s.bucket}
              $share={s.share}
              data-bucket={s.bucket}
              title={`${t(`ageing.buckets.${s.bucket}`)}: ${money(s.amount)}`}
            />
          ))}
        </S.Bar>
        <S.Legend>
          {segments.map((s) => (
            <li key={s.bucket}>
              <S.LegendButton
                type="button"
                aria-pressed={bucket === s.bucket}
                data-bucket={s.bucket}
                title={t('ageing.filterBy', { bucket: t(`ageing.buckets.${s.bucket}`) })}
                onClick={() => onBucket(bucket === s.bucket ? null : s.bucket)}
              >
                <S.Swatch $bucket={s.bucket} aria-hidden="true" />
                <S.LegendLabel>
                  {t(`ageing.buckets.${s.bucket}`)} · {s.percent} %
                </S.LegendLabel>
                <S.LegendAmount data-amount>{money(s.amount)}</S.LegendAmount>
              </S.LegendButton>
            </li>
          ))}
        </S.Legend>
        <S.Muted>{t('asOf', { date: formatDisplayDate(summary.asOf, lang) })}</S.Muted>
      </S.Part>
    </>
  );
}
