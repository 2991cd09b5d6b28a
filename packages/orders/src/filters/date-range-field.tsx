import { useEffect, useId, useMemo, useState, type ComponentType, type KeyboardEvent } from 'react';
import { loadNamespace, useKitContext, useKitTranslation, type Language } from '@anp/core';
import type { DateRangePickerProps } from '@anp/ui/date-range-picker';
import { DateRangeFieldFace } from '@anp/ui/date-range-picker/field';
import { NS } from '../i18n';
import { datePresets, earliestOrderDate, type DateRange } from '../model/filters';
import { localToday } from '@anp/rules/calendar';
import * as S from './filter-bar.styles';

type Picker = ComponentType<DateRangePickerProps>;

// The range picker (its field's behaviour, its calendar and strings) loads on first use, so it
// is not in the list's first view: pointer or focus on the field starts the load, a press opens
// it. Meanwhile the field is the picker's own face (same look, name and text), enabled. Its
// strings and the calendar's, in the page language, load with it before it renders: a picker
// that suspended for them in the middle of its render was replayed by React without suspending
// again (a console error).
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
      // And the calendar, as the picker's own field does when pointer or focus reaches it.
      range.preloadDateRangeCalendar();
      return range.DateRangePicker;
    });
    // A failed load (network) may be tried again by the next press.
    loading.catch(() => pickers.delete(lang));
    pickers.set(lang, loading);
  }
  return loading;
}

const preload = (lang: Language) => () => {
  loadPicker(lang).catch(() => undefined);
};

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
  // `pressed`: the field was pressed, so the picker replaces its face, open, once it is there
  // (Escape or a second press while it loads gives up). Once shown it stays, in the language it
  // was loaded in until the page's new one is loaded too (no remount, so it does not reopen).
  const [pressed, setPressed] = useState(false);
  const [loaded, setLoaded] = useState<{ lang: Language; Picker: Picker } | null>(null);
  useEffect(() => {
    if (!pressed) return undefined;
    let current = true;
    loadPicker(lang).then(
      (Picker) => current && setLoaded({ lang, Picker }),
      // Only the first load can fail (the module system keeps a loaded chunk).
      () => current && setPressed(false),
    );
    return () => {
      current = false;
    };
  }, [pressed, lang]);

  if (!pressed || !loaded) {
    const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      // Arrow Down opens as the picker's field does; Escape gives up an opening still loading.
      if (event.key === 'ArrowDown' && !event.altKey && !pressed) {
        event.preventDefault();
        setPressed(true);
      } else if (event.key === 'Escape' && pressed) {
        event.preventDefault();
        event.stopPropagation();
        setPressed(false);
      }
    };
    return (
      <S.Field>
        <DateRangeFieldFace
          baseId={id}
          id={`${id}-dates`}
          label={t('filters.dates')}
          value={value}
          lang={lang}
          placeholder={t('filters.datesHint')}
          busy={pressed}
          busyText={t('filters.datesOpening')}
          onPress={() => setPressed(!pressed)}
          onKeyDown={onKeyDown}
          onApproach={preload(lang)}
        />
      </S.Field>
    );
  }
  const { Picker } = loaded;
  return (
    <S.Field>
      <Picker
        id={`${id}-dates`}
        label={t('filters.dates')}
        lang={loaded.lang}
        value={value}
        onChange={onChange}
        min={earliestOrderDate(today)}
        max={today}
        presets={presets}
        today={today}
        clearable
        defaultOpen
      />
    </S.Field>
  );
}
