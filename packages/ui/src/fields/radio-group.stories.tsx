import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { Market } from './fixtures';
import { RadioGroup, type RadioGroupProps, type RadioOption } from './index';

export default { title: 'UI / Fields / Radio group' };

function Frame({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: '1.25rem', maxWidth: '32rem', padding: '1rem' }}>
      {children}
    </div>
  );
}

const methods: RadioOption[] = [
  { value: 'delivery', label: 'Delivery', description: 'To your farm, by our trucks.' },
  { value: 'pickup', label: 'Pickup', description: 'At the plant, with your own truck.' },
];

function Ship(props: Partial<RadioGroupProps>) {
  const [method, setMethod] = useState<string | null>(null);
  return (
    <RadioGroup
      legend="Delivery or pickup"
      options={methods}
      value={method}
      onValueChange={setMethod}
      {...props}
    />
  );
}

export const Default: Story = () => (
  <Frame>
    <Ship />
  </Frame>
);

export const WithHint: Story = () => (
  <Frame>
    <Ship hint="Pickup needs a plant and a time." />
  </Frame>
);

export const WithError: Story = () => (
  <Frame>
    <Ship required error="Choose delivery or pickup." />
  </Frame>
);

export const Required: Story = () => (
  <Frame>
    <Ship required />
    <RadioGroup
      legend="Payment terms"
      required
      requiredMarker="text"
      options={[
        { value: 'Cash', label: 'Cash' },
        { value: 'Credit', label: 'Credit' },
      ]}
    />
  </Frame>
);

export const Disabled: Story = () => (
  <Frame>
    <RadioGroup
      legend="Payment terms"
      disabled
      defaultValue="Credit"
      options={[
        { value: 'Cash', label: 'Cash' },
        { value: 'Credit', label: 'Credit' },
      ]}
      hint="Set by your account."
    />
    <RadioGroup
      legend="Delivery or pickup"
      defaultValue="delivery"
      options={[
        ...methods,
        { value: 'rail', label: 'Rail', description: 'Not offered by this plant.', disabled: true },
      ]}
    />
  </Frame>
);

/** The cart's choice: boxes side by side, wrapping on a phone. */
export const BoxedInARow: Story = () => (
  <Frame>
    <Ship orientation="horizontal" boxed />
    <RadioGroup
      legend="Payment terms"
      orientation="horizontal"
      boxed
      defaultValue="Cash"
      options={[
        { value: 'Cash', label: 'Cash' },
        { value: 'Credit', label: 'Credit' },
      ]}
    />
  </Frame>
);

export const Spanish: Story = () => (
  <Market country="mx" lang="es">
    <Frame>
      <RadioGroup
        legend="Entrega o recolección"
        required
        requiredMarker="text"
        hint="La recolección necesita una planta y un horario."
        error="Elija entrega o recolección."
        options={[
          {
            value: 'delivery',
            label: 'Entrega',
            description: 'A su granja, en nuestros camiones.',
          },
          {
            value: 'pickup',
            label: 'Recolección',
            description: 'En la planta, con su propio camión.',
          },
        ]}
      />
    </Frame>
  </Market>
);

export const Portuguese: Story = () => (
  <Market country="br" lang="pt">
    <Frame>
      <RadioGroup
        legend="Entrega ou retirada"
        required
        requiredMarker="text"
        orientation="horizontal"
        boxed
        defaultValue="pickup"
        options={[
          { value: 'delivery', label: 'Entrega' },
          { value: 'pickup', label: 'Retirada' },
        ]}
      />
    </Frame>
  </Market>
);

export const Narrow: Story = () => (
  <Frame>
    <Ship orientation="horizontal" boxed required error="Choose delivery or pickup." />
    <Ship hint="Pickup needs a plant and a time." />
  </Frame>
);
Narrow.meta = { width: 360 };
