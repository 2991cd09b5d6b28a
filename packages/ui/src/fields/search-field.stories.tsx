import type { Story } from '@ladle/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Market, ShadowHost } from './fixtures';
import { SearchField, type SearchFieldProps } from './index';

export default { title: 'UI / Fields / Search field' };

function Frame({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: '1.25rem', maxWidth: '28rem', padding: '1rem' }}>
      {children}
    </div>
  );
}

const DOCUMENTS = [
  'Invoice 90012877',
  'Invoice 90012878',
  'Packing list 4471',
  'Certificate of analysis, lot 22-0193',
  'Credit memo 3310',
];

/**
 * A documents search: the field reports every key, the story debounces (300 ms) as the feature
 * does, and the count is said politely. Enter searches at once.
 */
function Documents(props: Partial<SearchFieldProps>) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), text === '' ? 0 : 300);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useMemo(
    () => DOCUMENTS.filter((d) => d.toLowerCase().includes(term.toLowerCase())),
    [term],
  );
  return (
    <form role="search" aria-label="Documents" onSubmit={(e) => e.preventDefault()}>
      <SearchField
        label="Search documents"
        placeholder="Name or number"
        value={text}
        onValueChange={setText}
        onSearch={(value) => setTerm(value.trim())}
        resultCount={term === '' ? null : found.length}
        {...props}
      />
      <ul>
        {found.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </form>
  );
}

export const Default: Story = () => (
  <Frame>
    <Documents />
  </Frame>
);

export const WithHint: Story = () => (
  <Frame>
    <Documents hint="Invoices, packing lists and certificates of the last two years." />
  </Frame>
);

export const WithError: Story = () => (
  <Frame>
    <SearchField
      label="Search products"
      required
      defaultValue="zz"
      error="Choose at least one product."
      hint="By name or SKU."
    />
  </Frame>
);

export const Required: Story = () => (
  <Frame>
    <SearchField label="Search products" required />
  </Frame>
);

export const Disabled: Story = () => (
  <Frame>
    <SearchField
      label="Search orders"
      disabled
      defaultValue="PO-2291"
      hint="Choose an account first."
    />
  </Frame>
);

/** The caller's own sentence instead of the count. */
export const WithResultText: Story = () => (
  <Frame>
    <SearchField
      label="Search accounts"
      defaultValue="farm"
      resultText="Showing 20 of 431 accounts"
    />
  </Frame>
);

export const Spanish: Story = () => (
  <Market country="mx" lang="es">
    <Frame>
      <SearchField
        label="Buscar documentos"
        placeholder="Nombre o número"
        defaultValue="factura"
        resultCount={1200}
        hint="Facturas y remisiones."
      />
      <SearchField label="Buscar productos" required error="Elija al menos un producto." />
    </Frame>
  </Market>
);

export const Portuguese: Story = () => (
  <Market country="br" lang="pt">
    <Frame>
      <SearchField
        label="Buscar documentos"
        placeholder="Nome ou número"
        defaultValue="nota"
        resultCount={1}
      />
      <SearchField label="Buscar pedidos" defaultValue="x" resultCount={0} />
    </Frame>
  </Market>
);

/** Inside a shadow root, as in a custom element: Clear gives focus back to the input there. */
export const InsideAShadowRoot: Story = () => (
  <ShadowHost>
    <Frame>
      <Documents />
    </Frame>
  </ShadowHost>
);

export const Narrow: Story = () => (
  <Frame>
    <Documents hint="Invoices, packing lists and certificates of the last two years." />
  </Frame>
);
Narrow.meta = { width: 360 };
