import type { Story } from '@ladle/react';
import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { KitRoot, resolveConfig } from '@anp/core';
import { addDays, localToday, weekdayOf } from './calendar';
import { DatePicker, type DatePickerProps } from './index';

export default { title: 'UI / Date picker' };

const TODAY = localToday();

/** A delivery rule as the cart builds it (ordering.md §5), relative to today. */
function rule(options: {
  leadTime: number;
  daySpan: number;
  workingDays?: number[];
  holidays?: Record<string, string>;
}) {
  const { leadTime, daySpan, workingDays = [1, 2, 3, 4, 5], holidays = {} } = options;
  return {
    today: TODAY,
    min: addDays(TODAY, leadTime),
    max: addDays(TODAY, daySpan),
    isSelectable: (date: string) => workingDays.includes(weekdayOf(date)) && !(date in holidays),
    unavailableLabel: (date: string) =>
      holidays[date] ?? (workingDays.includes(weekdayOf(date)) ? null : 'The plant is closed'),
    dayNote: (date: string) => holidays[date] ?? null,
  };
}

/** Plant holidays on the first two working days after the lead time, so they always show. */
function upcomingHolidays(): Record<string, string> {
  const days: string[] = [];
  for (let date = addDays(TODAY, 4); days.length < 2; date = addDays(date, 1)) {
    if (weekdayOf(date) !== 0 && weekdayOf(date) !== 6) days.push(date);
  }
  const [first = '', second = ''] = days;
  return { [first]: 'Plant holiday: Founders’ Day', [second]: 'Plant holiday: Inventory count' };
}

type DemoProps = Partial<DatePickerProps> & { initialValue?: string | null };

/** A cart field: the picker, controlled by its parent, and the value the cart would send. */
function Demo({ initialValue = null, ...props }: DemoProps) {
  const [value, setValue] = useState<string | null>(initialValue);
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '22rem', padding: '1rem' }}>
      <DatePicker
        label="Requested delivery date"
        value={value}
        onChange={setValue}
        {...rule({ leadTime: 2, daySpan: 45 })}
        {...props}
      />
      <p style={{ margin: 0, fontSize: '0.875rem' }}>
        Sent to the backend: <code>{value ?? '—'}</code>
      </p>
    </div>
  );
}

/** Lead time of 2 days, weekends off, 45 days ahead: the calendar opens on the earliest date. */
export const DeliveryRule: Story = () => (
  <Demo description="The plant needs 2 days to prepare your order." />
);

/**
 * Plant holidays are muted, marked and listed under the month by name; keyboard users hear why a
 * day was skipped.
 */
export const PlantHolidays: Story = () => (
  <Demo
    label="Requested pickup date"
    description="Pickup from Monday to Saturday."
    {...rule({
      leadTime: 1,
      daySpan: 30,
      workingDays: [1, 2, 3, 4, 5, 6],
      holidays: upcomingHolidays(),
    })}
  />
);

export const ChosenValue: Story = () => {
  const { min, isSelectable } = rule({ leadTime: 2, daySpan: 45 });
  let value = addDays(min, 7);
  while (!isSelectable(value)) value = addDays(value, 1);
  return <Demo initialValue={value} name="requestedDate" />;
};

export const WithError: Story = () => (
  <Demo required error="Choose a delivery date before you review the order." />
);

export const Disabled: Story = () => (
  <Demo disabled initialValue={addDays(TODAY, 3)} description="Your account is on hold." />
);

/** A page of another market: its language, and its first day of the week. */
function Market({
  country,
  lang,
  children,
}: {
  country: string;
  lang: string;
  children: ReactNode;
}) {
  const [config] = useState(() => resolveConfig({ country, lang }, {}));
  return <KitRoot config={config}>{children}</KitRoot>;
}

/** Mexico: Spanish names, weeks from Sunday. */
export const Spanish: Story = () => (
  <Market country="mx" lang="es">
    <Demo
      label="Fecha de entrega solicitada"
      description="La planta necesita 2 días para preparar su pedido."
    />
  </Market>
);

/** Costa Rica: weeks from Monday. */
export const SpanishCostaRica: Story = () => (
  <Market country="cr" lang="es">
    <Demo
      label="Fecha de retiro"
      {...rule({ leadTime: 1, daySpan: 30, holidays: upcomingHolidays() })}
    />
  </Market>
);

/** Brazil: Portuguese names. */
export const Portuguese: Story = () => (
  <Market country="br" lang="pt">
    <Demo
      label="Data de entrega solicitada"
      initialValue={null}
      error="Escolha uma data de entrega."
    />
  </Market>
);

function ShadowHost({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (node) setRoot(node.shadowRoot ?? node.attachShadow({ mode: 'open' }));
  }, []);
  // Ladle copies CSSOM rules into its own head, out of the shadow root; text style tags stay.
  return (
    <div ref={ref}>
      {root &&
        createPortal(
          <StyleSheetManager target={root} disableCSSOMInjection>
            <Market country="us" lang="en">
              {children}
            </Market>
          </StyleSheetManager>,
          root,
        )}
    </div>
  );
}

/** As inside a custom element: the calendar, its styles and its focus stay in the shadow root. */
export const InsideAShadowRoot: Story = () => (
  <ShadowHost>
    <Demo />
  </ShadowHost>
);
