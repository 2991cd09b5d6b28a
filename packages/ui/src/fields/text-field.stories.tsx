import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { Market } from './fixtures';
import { TextField, type TextInputProps } from './index';

export default { title: 'UI / Fields / Text field' };

function Frame({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: '1.25rem', maxWidth: '28rem', padding: '1rem' }}>
      {children}
    </div>
  );
}

/** A PO number field held by its parent, as the cart holds it. */
function Po(props: Partial<TextInputProps>) {
  const [po, setPo] = useState(typeof props.defaultValue === 'string' ? props.defaultValue : '');
  return (
    <TextField
      label="PO number"
      autoComplete="off"
      value={po}
      onValueChange={setPo}
      {...props}
      defaultValue={undefined}
    />
  );
}

export const Default: Story = () => (
  <Frame>
    <Po />
  </Frame>
);

export const WithHint: Story = () => (
  <Frame>
    <Po hint="Optional, up to 35 characters." maxLength={35} />
  </Frame>
);

export const WithError: Story = () => (
  <Frame>
    <TextField
      label="Alternative e-mail"
      type="email"
      autoComplete="email"
      defaultValue="orders@farm"
      error="Enter an e-mail address such as name@example.com."
    />
  </Frame>
);

export const Required: Story = () => (
  <Frame>
    <p style={{ margin: 0 }}>Fields marked * are required.</p>
    <TextField label="Subject" required />
    <TextField
      label="Phone number"
      type="tel"
      autoComplete="tel"
      required
      requiredMarker="text"
      hint="With the area code."
    />
  </Frame>
);

export const DisabledAndReadOnly: Story = () => (
  <Frame>
    <TextField label="PO number" disabled defaultValue="PO-2291" hint="Locked after the cut-off." />
    <TextField
      label="Delivery instructions"
      multiline
      readOnly
      defaultValue="Gate code 4471. Unload at silo 2."
    />
  </Frame>
);

/** The cart's delivery instructions: a textarea counting against the plant's soft limit. */
export const MultilineWithCounter: Story = () => {
  const [note, setNote] = useState('Gate code 4471. Unload at silo 2.');
  return (
    <Frame>
      <TextField
        multiline
        label="Delivery instructions"
        hint="Optional: gate codes, unloading hours, a contact on site."
        characterLimit={60}
        counter
        value={note}
        onValueChange={setNote}
        error={Array.from(note).length > 60 ? 'Use at most 60 characters.' : null}
      />
    </Frame>
  );
};

/** The complaint's subject: the characters left show only in the last tenth. */
export const CounterNearTheLimit: Story = () => (
  <Frame>
    <TextField
      label="Subject"
      required
      characterLimit={40}
      counter="near-limit"
      defaultValue="Torn bags on the last delivery to"
    />
  </Frame>
);

/** A unit after the number, read with the field; step buttons in the slots. */
export const PrefixAndSuffix: Story = () => {
  const [qty, setQty] = useState('12');
  const step = (by: number) => setQty(String(Math.max(0, (Number(qty) || 0) + by)));
  const button = {
    border: 0,
    minWidth: '2.5rem',
    background: 'var(--anp-color-surface-alt, #f7f4ee)',
    font: 'inherit',
    fontSize: '1.125rem',
    cursor: 'pointer',
  } as const;
  return (
    <Frame>
      <TextField
        label="Quantity"
        inputMode="decimal"
        suffix="kg"
        defaultValue="1,250"
        hint="Whole bags of 25 kg."
      />
      <TextField
        label="Unit price"
        inputMode="decimal"
        prefix="$"
        suffix="USD"
        defaultValue="18.40"
      />
      <TextField
        label="Bags"
        inputMode="numeric"
        value={qty}
        onValueChange={setQty}
        style={{ maxWidth: '12rem' }}
        prefix={
          <button type="button" style={button} aria-label="Fewer bags" onClick={() => step(-1)}>
            −
          </button>
        }
        suffix={
          <button type="button" style={button} aria-label="More bags" onClick={() => step(1)}>
            +
          </button>
        }
      />
      <TextField
        label="Affected bags"
        inputMode="numeric"
        suffix="bags"
        error="Enter a whole number."
        defaultValue="2.5"
      />
    </Frame>
  );
};

function AllStates({ t }: { t: Record<string, string> }) {
  return (
    <Frame>
      <TextField label={t.subject ?? ''} required hint={t.hint} />
      <TextField
        label={t.phone ?? ''}
        type="tel"
        required
        requiredMarker="text"
        error={t.error}
        defaultValue="55"
      />
      <TextField
        multiline
        label={t.note ?? ''}
        characterLimit={20}
        counter
        defaultValue={t.noteValue}
      />
      <TextField label={t.qty ?? ''} suffix="kg" inputMode="decimal" disabled defaultValue="500" />
    </Frame>
  );
}

export const Spanish: Story = () => (
  <Market country="mx" lang="es">
    <AllStates
      t={{
        subject: 'Asunto',
        hint: 'Una línea que resuma el problema.',
        phone: 'Teléfono',
        error: 'Escriba un número de teléfono con la lada.',
        note: 'Instrucciones de entrega',
        noteValue: 'Código de acceso 4471, silo 2',
        qty: 'Cantidad',
      }}
    />
  </Market>
);

export const Portuguese: Story = () => (
  <Market country="br" lang="pt">
    <AllStates
      t={{
        subject: 'Assunto',
        hint: 'Uma linha que resuma o problema.',
        phone: 'Telefone',
        error: 'Digite um telefone com o DDD.',
        note: 'Instruções de entrega',
        noteValue: 'Portaria 4471, silo 2',
        qty: 'Quantidade',
      }}
    />
  </Market>
);

/** A 360 px phone: full width, 44 px targets, long labels and errors wrap. */
export const Narrow: Story = () => (
  <Frame>
    <TextField
      label="Purchase order number for your own records"
      hint="Optional, up to 35 characters."
      maxLength={35}
      counter
    />
    <TextField
      label="Quantity"
      suffix="kg"
      inputMode="decimal"
      error="Order at least 500 kg, the plant's minimum for this product."
    />
    <TextField multiline label="Delivery instructions" required />
  </Frame>
);
Narrow.meta = { width: 360 };
