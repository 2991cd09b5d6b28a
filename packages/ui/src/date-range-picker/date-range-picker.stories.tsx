import type { Story } from '@ladle/react';
import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { KitRoot, resolveConfig } from '@anp/core';
import { addDays, localToday } from '../date-picker/calendar';
import { DateRangePicker, type DateRangePickerProps } from './index';

export default { title: 'UI / Date-range picker' };

const TODAY = localToday();

/** The orders list's filter: two years back to today, with its quick ranges. */
const orderFilter = {
  min: addDays(TODAY, -730),
  max: TODAY,
  presets: [
    { label: 'Last 7 days', from: addDays(TODAY, -6), to: TODAY },
    { label: 'Last 30 days', from: addDays(TODAY, -29), to: TODAY },
    { label: 'Last 90 days', from: addDays(TODAY, -89), to: TODAY },
    { label: 'This year', from: `${TODAY.slice(0, 4)}-01-01`, to: `${TODAY.slice(0, 4)}-12-31` },
  ],
};

type Range = { from: string; to: string } | null;
type DemoProps = Partial<DateRangePickerProps> & { initialValue?: Range };

/** A filter bar: the picker, controlled by its parent, and the value the list would send. */
function Demo({ initialValue = null, ...props }: DemoProps) {
  const [value, setValue] = useState<Range>(initialValue);
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem', padding: '1rem' }}>
      <DateRangePicker
        label="Order date"
        value={value}
        onChange={setValue}
        clearable
        {...orderFilter}
        {...props}
      />
      <p style={{ margin: 0, fontSize: '0.875rem' }}>
        Sent to the backend: <code>{value ? `${value.from} .. ${value.to}` : '—'}</code>
      </p>
    </div>
  );
}

/** Nothing chosen: the calendar opens on last month and this one, today in focus. */
export const OrdersFilter: Story = () => <Demo />;

export const ChosenRange: Story = () => (
  <Demo initialValue={{ from: addDays(TODAY, -20), to: addDays(TODAY, -6) }} />
);

export const WithoutPresets: Story = () => <Demo presets={[]} clearable={false} />;

export const WithError: Story = () => (
  <Demo error="Choose a range of at most two years." initialValue={null} />
);

export const Disabled: Story = () => (
  <Demo disabled initialValue={{ from: addDays(TODAY, -10), to: TODAY }} />
);

/** A phone: one month, the quick ranges above it. */
export const Narrow: Story = () => <Demo />;
Narrow.meta = { width: 375 };

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

export const Spanish: Story = () => (
  <Market country="mx" lang="es">
    <Demo
      label="Fecha del pedido"
      presets={[
        { label: 'Últimos 30 días', from: addDays(TODAY, -29), to: TODAY },
        { label: 'Este año', from: `${TODAY.slice(0, 4)}-01-01`, to: TODAY },
      ]}
    />
  </Market>
);

export const Portuguese: Story = () => (
  <Market country="br" lang="pt">
    <Demo label="Data do pedido" presets={[]} />
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
