import { useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import { loadNamespace, useKitContext, useKitTranslation, type Language } from '@anp/core';
import type { DateRangePickerProps } from '@anp/ui/date-range-picker';
import { NS } from '../i18n';
import { datePresets, earliestOrderDate, type DateRange } from '../model/filters';
import { localToday } from '@anp/rules/calendar';
import * as S from './filter-bar.styles';

type Picker = ComponentType<DateRangePickerProps>;

// The range picker (its calendar and strings) loads on demand: the list's first chunk stays
// within its budget, and a disabled field shows meanwhile. Its strings and the calendar's, in
// the page language, load with it before it renders: a picker that suspended for them in the
// middle of its render was replayed by React without suspending again (a console error).
const pickers = new Map<Language, Promise<Picker>>();
function loadPicker(lang: Language): Promise<Picker> {
  let loading = pickers.get(lang);
  if (!loading) {
    // The field only: its calendar loads when first opened (@anp/ui's on-demand part).
    loading = import('@anp/ui/date-range-picker').then(async (range) => {
      await Promise.all([
        loadNamespace(range.DATE_RANGE_PICKER_NAMESPACE, lang),
        loadNamespace(range.DATE_PICKER_NAMESPACE, lang),
      ]).catch(() => {});
      return range.DateRangePicker;
    });
    pickers.set(lang, loading);
  }
  return loading;
}

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
    () =>
      datePresets(today).map((p) => ({
        label: t(`filters.presets.${p.id}`),
        from: p.from,
        to: p.to,
      })),
    [today, t],
  );
  const [loaded, setLoaded] = useState<{ lang: Language; Picker: Picker } | null>(null);
  useEffect(() => {
    let current = true;
    void loadPicker(lang).then((Picker) => current && setLoaded({ lang, Picker }));
    return () => {
      current = false;
    };
  }, [lang]);

  if (!loaded || loaded.lang !== lang) {
    return (
      <S.Field>
        <span>{t('filters.dates')}</span>
        <S.MenuButton type="button" disabled>
          <span>{t('filters.datesHint')}</span>
        </S.MenuButton>
      </S.Field>
    );
  }
  const { Picker } = loaded;
  return (
    <S.Field>
      <Picker
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
  );
}
