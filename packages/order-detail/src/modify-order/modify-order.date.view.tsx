import { formatDisplayDate, type Language } from '@anp/core';
import { DatePicker, addDays, localToday } from '@anp/ui/date-picker';
import {
  dateProblemMessage,
  earliestDate,
  firstSelectableDate,
  isSelectableDate,
  latestDate,
} from '@anp/rules/cart';
import type { OrderDetail } from '@anp/core/services/orders';
import { useOrderText } from '../use-order-text';
import type { ModifyOrder } from './use-modify-order';
import * as S from '../page.styles';

/**
 * The requested delivery or pickup date on the plant's calendar (its working days, holidays and
 * lead time); the order's own date stays choosable. When the calendar cannot be read the server
 * judges the date, and the hint says so.
 */
export function RequestedDateView({
  behaviour,
  order,
  pickup,
  lang,
  showProblem,
  onTouched,
}: {
  behaviour: ModifyOrder;
  order: OrderDetail;
  pickup: boolean;
  lang: Language;
  showProblem: boolean;
  onTouched(): void;
}) {
  const { t, message } = useOrderText();
  const form = behaviour.form!;
  const { plant, problems, closed } = behaviour;
  const label = pickup ? t('modifyPage.pickupDate') : t('modifyPage.deliveryDate');
  if (plant.state === 'loading')
    return <S.Muted role="status">{t('modifyPage.calendarLoading')}</S.Muted>;
  const holidays =
    plant.state === 'ready'
      ? new Map(plant.rules.rule.plantHolidays.map((h) => [h.holidayDate, h.name]))
      : new Map<string, string>();
  const today = plant.state === 'ready' ? plant.rules.today : localToday();
  const earliest =
    plant.state === 'ready' ? earliestDate(plant.rules.rule, today) : addDays(today, 1);
  const latest =
    plant.state === 'ready' ? latestDate(today, plant.rules.daySpan) : addDays(today, 365);
  const problem = problems?.date ?? null;
  const error =
    problem && showProblem
      ? message(
          dateProblemMessage(problem, {
            earliest: formatDisplayDate(earliest, lang),
            latest: formatDisplayDate(latest, lang),
          }),
        )
      : null;
  return (
    <DatePicker
      label={label}
      lang={lang}
      required
      disabled={closed !== null}
      value={form.requestedDate}
      today={today}
      min={earliest}
      max={latest}
      initialMonth={
        plant.state === 'ready'
          ? firstSelectableDate(plant.rules.rule, today, plant.rules.daySpan)
          : earliest
      }
      isSelectable={(date) =>
        plant.state === 'ready'
          ? isSelectableDate(date, plant.rules.rule, today, plant.rules.daySpan) ||
            date === order.requestedDate
          : true
      }
      unavailableLabel={(date) => {
        const holiday = holidays.get(date);
        return holiday ? t('modifyPage.holiday', { name: holiday }) : t('modifyPage.closedDay');
      }}
      description={
        plant.state === 'ready'
          ? t('modifyPage.dateHint', {
              earliest: formatDisplayDate(earliest, lang),
              latest: formatDisplayDate(latest, lang),
            })
          : t('modifyPage.dateHintServer')
      }
      error={error}
      onChange={(date) => {
        onTouched();
        behaviour.setDate(date);
      }}
    />
  );
}
