import type { KeyboardEvent } from 'react';
import {
  monthWeeks,
  weekdayColumns,
  type IsoDate,
  type IsoMonth,
  type WeekStart,
} from './calendar';
import type { PickerText } from './strings';
import * as S from './date-picker.styles';

/** How one day of the grid shows and what it says. */
export interface DayState {
  /** Focusable and clickable; otherwise muted, `aria-disabled`, out of the Tab order. */
  selectable: boolean;
  /** `aria-selected` of a selectable day. */
  selected: boolean;
  /** Its accessible name (the full date, and what else matters about it). */
  label: string;
  /** A tooltip, e.g. why it cannot be chosen. */
  title?: string;
  /** A day named under the month (a holiday): marked in the grid. */
  noted?: boolean | undefined;
  /** Its place in a date range being shown (the range picker). */
  range?: 'start' | 'end' | 'both' | 'middle' | null;
  /** The range is a preview (hover or focus), not chosen yet. */
  preview?: boolean;
}

export interface MonthGridProps {
  month: IsoMonth;
  weekStart: WeekStart;
  text: PickerText;
  today: IsoDate;
  /** The day in the Tab order (`null`: none in this month). */
  focusDate: IsoDate | null;
  /** The id of the month's heading, which names the grid. */
  labelledBy: string;
  describedBy?: string;
  dayState(date: IsoDate): DayState;
  onChoose(date: IsoDate): void;
  /** The pointer entered a selectable day (`null`: left the grid). */
  onHover?(date: IsoDate | null): void;
  onKeyDown(event: KeyboardEvent<HTMLTableElement>): void;
  /** Several days can be selected at once (a range). */
  multiselectable?: boolean;
}

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4.5L7 10l5.5 5.5' : 'M7.5 4.5L13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One month as an ARIA grid of days (WAI-ARIA APG date picker dialog): weekday columns from the
 * market's first day, the month's own days (cells of the months around stay empty), each named
 * by its full date. Shared by the date picker and the date-range picker; the caller decides
 * which days can be chosen, which are selected, and where keys move focus.
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, weekStart, text, today, focusDate, dayState, onChoose, onHover } = props;
  const weeks = monthWeeks(month, weekStart);
  const columns = weekdayColumns(weekStart);
  return (
    <S.Grid
      role="grid"
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-multiselectable={props.multiselectable || undefined}
      onKeyDown={props.onKeyDown}
      onMouseLeave={onHover ? () => onHover(null) : undefined}
    >
      <thead>
        <tr>
          {columns.map((weekday) => {
            const name = text.weekday(weekday);
            return (
              <S.WeekdayHeader key={weekday} scope="col" abbr={name.long}>
                <span aria-hidden="true">{name.short}</span>
                <S.Hidden>{name.long}</S.Hidden>
              </S.WeekdayHeader>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((d) => d !== null)}>
            {week.map((date, index) => {
              if (date === null) return <td key={`blank-${index}`} role="gridcell" />;
              const state = dayState(date);
              return (
                <S.Day
                  key={date}
                  role="gridcell"
                  data-date={date}
                  data-range={state.range ?? undefined}
                  data-preview={state.range && state.preview ? '' : undefined}
                  data-noted={state.noted ? '' : undefined}
                  $selectable={state.selectable}
                  aria-current={date === today ? 'date' : undefined}
                  {...(state.selectable
                    ? {
                        tabIndex: date === focusDate ? 0 : -1,
                        'aria-selected': state.selected,
                        onClick: () => onChoose(date),
                        onMouseEnter: onHover ? () => onHover(date) : undefined,
                      }
                    : { 'aria-disabled': true, title: state.title })}
                >
                  {/* Named by its content (the full date), which every screen reader reads
                      in a table cell; the number is only what the eye needs. */}
                  <span aria-hidden="true">{Number(date.slice(8, 10))}</span>
                  <S.Hidden>{state.label}</S.Hidden>
                </S.Day>
              );
            })}
          </tr>
        ))}
      </tbody>
    </S.Grid>
  );
}
