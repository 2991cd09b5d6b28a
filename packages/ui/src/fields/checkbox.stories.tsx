import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { Market } from './fixtures';
import { Checkbox } from './index';

export default { title: 'UI / Fields / Checkbox' };

function Frame({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '28rem', padding: '1rem' }}>
      {children}
    </div>
  );
}

export const Default: Story = () => (
  <Frame>
    <Checkbox label="This complaint is about an order" />
    <Checkbox label="Full pallets" defaultChecked />
  </Frame>
);

export const WithHint: Story = () => (
  <Frame>
    <Checkbox label="Calf Starter 18% (50 lb)" hint="SKU 100233 · Bag · 1,200 ordered" />
    <Checkbox
      label="Full pallets"
      aria-disabled
      hint="This product ships as it is packed: not by the pallet."
    />
  </Frame>
);

export const WithError: Story = () => {
  const [accepted, setAccepted] = useState(false);
  return (
    <Frame>
      <Checkbox
        label="I accept the terms of sale"
        required
        checked={accepted}
        onCheckedChange={setAccepted}
        error={accepted ? null : 'Accept the terms of sale to place the order.'}
      />
    </Frame>
  );
};

export const Required: Story = () => (
  <Frame>
    <Checkbox label="I acknowledge the small-order fee" required />
    <Checkbox label="I acknowledge the local fee" required requiredMarker="text" />
  </Frame>
);

export const Disabled: Story = () => (
  <Frame>
    <Checkbox label="Full pallets" disabled />
    <Checkbox label="Full pallets (kept)" disabled defaultChecked />
  </Frame>
);

/** A select-all box: mixed while some of the statuses are chosen. */
export const Indeterminate: Story = () => {
  const statuses = ['Open', 'Shipped', 'Invoiced', 'Cancelled'];
  const [chosen, setChosen] = useState(['Open', 'Shipped']);
  const all = chosen.length === statuses.length;
  return (
    <Frame>
      <Checkbox
        label="All statuses"
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        onCheckedChange={(on) => setChosen(on ? statuses : [])}
      />
      <div style={{ paddingInlineStart: '2rem' }}>
        {statuses.map((s) => (
          <Checkbox
            key={s}
            label={s}
            checked={chosen.includes(s)}
            onCheckedChange={(on) => setChosen((c) => (on ? [...c, s] : c.filter((x) => x !== s)))}
          />
        ))}
      </div>
    </Frame>
  );
};

export const Spanish: Story = () => (
  <Market country="mx" lang="es">
    <Frame>
      <Checkbox label="La queja es sobre un pedido" hint="Se pedirá el número de pedido." />
      <Checkbox
        label="Acepto las condiciones de venta"
        required
        requiredMarker="text"
        error="Acepte las condiciones para enviar el pedido."
      />
    </Frame>
  </Market>
);

export const Portuguese: Story = () => (
  <Market country="br" lang="pt">
    <Frame>
      <Checkbox label="A reclamação é sobre um pedido" hint="Será pedido o número do pedido." />
      <Checkbox
        label="Aceito as condições de venda"
        required
        requiredMarker="text"
        error="Aceite as condições para enviar o pedido."
      />
    </Frame>
  </Market>
);

export const Narrow: Story = () => (
  <Frame>
    <Checkbox
      label="I acknowledge the small-order fee and the local delivery fee for orders under the minimum"
      required
      error="Acknowledge the fees to continue."
    />
    <Checkbox
      label="Calf Starter 18% Medicated with Decoquinate (50 lb)"
      hint="SKU 100233 · Bag · 1,200 ordered"
    />
  </Frame>
);
Narrow.meta = { width: 360 };
