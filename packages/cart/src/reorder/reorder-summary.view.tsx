import { useId } from 'react';
import { formatNumber, useKitTranslation } from '@anp/core';
import type { ReorderSummary } from '@anp/core/services/cart';
import { formatMoney, formatWeight } from '@anp/rules';
import { REORDER_NS } from './i18n';
import * as S from './reorder-summary.styles';

/**
 * What Order again did (issue 17): how many lines went into the cart, the ones added with a
 * corrected quantity, the ones whose price or pack changed since the order (before and after in
 * the market's currency and units), and the ones not added and why. Server text (titles, count
 * labels) is rendered as text.
 */
export function ReorderSummaryView({
  summary,
  country,
  headingLevel = 3,
}: {
  summary: ReorderSummary;
  country: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useKitTranslation(REORDER_NS);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const n = (value: number) => formatNumber(value, country, Number.isInteger(value) ? 0 : 2);
  const money = (value: number) => formatMoney(value, country);
  const weight = (value: number | null) =>
    value === null ? '' : formatWeight(value, country, summary.weightUnit);
  const count = summary.added.length;
  const sections = [
    {
      key: 'added',
      heading: t('addedHeading'),
      items: summary.added.map((l) => ({
        sku: l.sku,
        title: l.title,
        lines: [t('quantity', { quantity: n(l.quantity), label: l.countLabel })],
      })),
    },
    {
      key: 'corrected',
      heading: t('correctedHeading'),
      items: summary.corrected.map((l) => ({
        sku: l.sku,
        title: l.title,
        lines: [
          t('corrected', {
            ordered: n(l.ordered),
            quantity: n(l.quantity),
            label: l.countLabel,
            rule: t(`rule.${l.rule}`),
          }),
        ],
      })),
    },
    {
      key: 'changed',
      heading: t('changedHeading'),
      items: summary.changed.map((l) => ({
        sku: l.sku,
        title: l.title,
        lines: [
          ...(l.price
            ? [t('price', { before: money(l.price.before), after: money(l.price.after) })]
            : []),
          ...(l.pack
            ? [
                l.pack.before.unitWeight === null
                  ? t('packNow', { after: weight(l.pack.after.unitWeight) })
                  : t('pack', {
                      before: weight(l.pack.before.unitWeight),
                      after: weight(l.pack.after.unitWeight),
                    }),
              ]
            : []),
        ],
      })),
    },
    {
      key: 'notAdded',
      heading: t('notAddedHeading'),
      items: summary.notAdded.map((l) => ({
        sku: l.sku,
        title: l.title,
        lines: [
          t('notAdded', {
            quantity: n(l.quantity),
            label: l.countLabel,
            reason: t(`reason.${l.reason}`),
          }),
        ],
      })),
    },
  ].filter((s) => s.items.length > 0);

  return (
    <S.Summary>
      <S.Count $tone={count > 0 ? 'success' : 'warning'}>
        {count > 0 ? t('added', { count }) : t('addedNone')}
      </S.Count>
      {sections.map((section) => (
        <S.Section key={section.key} aria-labelledby={`${id}-${section.key}`} $kind={section.key}>
          <Heading id={`${id}-${section.key}`}>{section.heading}</Heading>
          <ul>
            {section.items.map((item) => (
              <li key={item.sku}>
                <S.Title>{item.title}</S.Title> <S.Sku>{item.sku}</S.Sku>
                {item.lines.map((line) => (
                  <S.Detail key={line}>{line}</S.Detail>
                ))}
              </li>
            ))}
          </ul>
        </S.Section>
      ))}
    </S.Summary>
  );
}
