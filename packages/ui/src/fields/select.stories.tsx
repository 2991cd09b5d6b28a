import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { Market } from './fixtures';
import { Select, type SelectOption } from './index';

export default { title: 'UI / Fields / Select' };

function Frame({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: '1.25rem', maxWidth: '28rem', padding: '1rem' }}>
      {children}
    </div>
  );
}

const plants: SelectOption[] = [
  { value: 'han', label: 'Hanford (CA)' },
  { value: 'vis', label: 'Visalia (CA)' },
  { value: 'tul', label: 'Tulare (CA)' },
  { value: 'old', label: 'Modesto (closed)', disabled: true },
];

function Plant(props: { hint?: string; error?: string; required?: boolean; disabled?: boolean }) {
  const [plant, setPlant] = useState('');
  return (
    <Select
      label="Pickup location"
      placeholder="Choose a location"
      options={plants}
      value={plant}
      onValueChange={setPlant}
      {...props}
    />
  );
}

export const Default: Story = () => (
  <Frame>
    <Plant />
  </Frame>
);

export const WithHint: Story = () => (
  <Frame>
    <Plant hint="Your own plant comes first." />
  </Frame>
);

export const WithError: Story = () => (
  <Frame>
    <Plant error="Choose a pickup location." required />
  </Frame>
);

export const Required: Story = () => (
  <Frame>
    <Plant required />
    <Select
      label="Unit"
      required
      requiredMarker="text"
      placeholder="Choose a unit"
      options={[
        { value: 'kg', label: 'Kilograms' },
        { value: 'bag', label: 'Bags' },
      ]}
    />
  </Frame>
);

export const Disabled: Story = () => (
  <Frame>
    <Select
      label="Transport mode"
      disabled
      options={[{ value: 'truck', label: 'Truck' }]}
      hint="Only trucks serve this plant."
    />
  </Frame>
);

/** A filter: "All types" is the empty choice; options in groups. */
export const FilterWithGroups: Story = () => (
  <Frame>
    <Select
      label="Document type"
      placeholder="All types"
      options={[
        {
          group: 'Orders',
          options: [
            { value: 'invoice', label: 'Invoice' },
            { value: 'packing', label: 'Packing list' },
          ],
        },
        { group: 'Quality', options: [{ value: 'coa', label: 'Certificate of analysis' }] },
      ]}
    />
  </Frame>
);

export const Spanish: Story = () => (
  <Market country="mx" lang="es">
    <Frame>
      <Select
        label="Planta"
        required
        placeholder="Elija una planta"
        options={[
          { value: 'qro', label: 'Querétaro' },
          { value: 'gdl', label: 'Guadalajara' },
        ]}
        hint="La planta que fabricó el producto."
      />
      <Select
        label="Unidad"
        required
        requiredMarker="text"
        placeholder="Elija una unidad"
        options={[{ value: 'kg', label: 'Kilogramos' }]}
        error="Elija una unidad."
      />
    </Frame>
  </Market>
);

export const Portuguese: Story = () => (
  <Market country="br" lang="pt">
    <Frame>
      <Select
        label="Planta"
        required
        placeholder="Escolha uma planta"
        options={[{ value: 'cam', label: 'Campinas' }]}
        hint="A planta que fabricou o produto."
      />
      <Select
        label="Unidade"
        required
        requiredMarker="text"
        placeholder="Escolha uma unidade"
        options={[{ value: 'kg', label: 'Quilogramas' }]}
        error="Escolha uma unidade."
      />
    </Frame>
  </Market>
);

export const Narrow: Story = () => (
  <Frame>
    <Select
      label="Subcategory of the complaint"
      required
      placeholder="Choose a category first, then a subcategory"
      options={[{ value: 'a', label: 'Torn or damaged bags on arrival at the farm' }]}
      error="Choose a subcategory."
    />
    <Plant hint="Your own plant comes first." />
  </Frame>
);
Narrow.meta = { width: 360 };
