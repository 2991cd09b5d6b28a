import { Suspense, lazy, useId, useMemo } from 'react';
import { useKitContext, useKitTranslation } from '@anp/core';
import { NS } from '../i18n';
import { datePresets, earliestOrderDate, type DateRange } from '../model/filters';
import { localToday } from '../words';
import * as S from '../orders.styles';

// The range picker (its calendar and strings) loads on demand: the list's first chunk stays
// within its budget, and the field shows at once in the meantime.
const DateRangePicker = lazy(() =>
  import('@anp/ui/date-range-picker').then((m) => ({ default: m.DateRangePicker })),
);

export interface DateRangeFieldProps {
  value: DateRange | null;
  onChange(value: DateRange | null): void;
}

/** The order date range with quick ranges (last 30 and 90 days, this year, last year). */
export function DateRangeField({ value, onChange }: DateRangeFieldProps) {
  const { t } = useKitTranslation(NS);
  const { lang } = useKitContext();
  const id = useId();
  const today = localToday();
  const presets = useMemo(
    () => datePresets(today).map((p) => ({ ...p, label: t(`filters.presets.${p.id}`) })),
    [today, t],
  );
  const placeholder = (
    <S.Field>
      <span>{t('filters.dates')}</span>
      <S.MenuButton type="button" disabled>
        <span>{t('filters.datesHint')}</span>
      </S.MenuButton>
    </S.Field>
  );
  return (
    <Suspense fallback={placeholder}>
      <S.Field>
        <DateRangePicker
          id={`${id}-dates`}
          label={t('filters.dates')}
          lang={lang}
          value={value}
          onChange={onChange}
          min={earliestOrderDate(today)}
          max={today}
          presets={presets}
          today={today}
          clearable
        />
      </S.Field>
    </Suspense>
  );
}
