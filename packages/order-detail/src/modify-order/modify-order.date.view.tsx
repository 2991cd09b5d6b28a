import { formatDisplayDate, type Language } from '@anp/core';
import { DatePicker, addDays, localToday } from '@anp/ui/date-picker';
import {
  blockedDayMessage,
  blockedReason,
  dateProblemMessage,
  earliestDate,
  firstSelectableDate,
  isSelectableDate,
  lastSelectableDate,
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
  const ready = plant.state === 'ready' ? plant.rules : null;
  const today = ready ? ready.today : localToday();
  const earliest = ready ? earliestDate(ready.rule, today) : addDays(today, 1);
  const latest = ready ? latestDate(today, ready.daySpan) : addDays(today, 365);
  // The hint and messages name the first and last days that can really be chosen.
  const words = {
    earliest: formatDisplayDate(
      (ready && firstSelectableDate(ready.rule, today, ready.daySpan)) ?? earliest,
      lang,
    ),
    latest: formatDisplayDate(
      (ready && lastSelectableDate(ready.rule, today, ready.daySpan)) ?? latest,
      lang,
    ),
  };
  const reasonOf = (date: string) =>
    ready ? blockedReason(date, ready.rule, today, ready.daySpan) : null;
  const reasonText = (date: string) => {
    const reason = reasonOf(date);
    return reason ? message(blockedDayMessage(reason, words)) : null;
  };
  const problem = problems?.date ?? null;
  const error = problem && showProblem ? message(dateProblemMessage(problem, words)) : null;
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
      unavailableLabel={reasonText}
      dayNote={(date) => {
        const kind = reasonOf(date)?.kind;
        return kind === 'holiday' || kind === 'closing' ? reasonText(date) : null;
      }}
      description={ready ? t('modifyPage.dateHint', words) : t('modifyPage.dateHintServer')}
      error={error}
      onChange={(date) => {
        onTouched();
        behaviour.setDate(date);
      }}
    />
  );
}
