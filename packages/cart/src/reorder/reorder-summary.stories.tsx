import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { reorderSummaryFixture, type ReorderSummaryState } from '../fixtures';
import { ReorderSummaryDialog } from './reorder-summary.dialog.lazy';
import { ReorderSummaryView } from './reorder-summary.view';
import './i18n';

export default { title: 'Cart / Order again summary' };

function Frame({
  country,
  lang,
  children,
}: {
  country: string;
  lang: string;
  children: ReactNode;
}) {
  const [setup] = useState(() => ({
    config: resolveConfig({ country, lang }, {}),
    cache: new Map(),
  }));
  return (
    <KitRoot config={setup.config} swrCache={setup.cache}>
      {children}
    </KitRoot>
  );
}

function Summary({
  state,
  country = 'us',
  lang = 'en',
}: {
  state: ReorderSummaryState;
  country?: string;
  lang?: string;
}) {
  return (
    <Frame country={country} lang={lang}>
      <ReorderSummaryView summary={reorderSummaryFixture(state)} country={country} />
    </Frame>
  );
}

/** Added, corrected, changed (price and pack) and a discontinued line. */
export const Mixed: Story = () => <Summary state="mixed" />;
export const AllAdded: Story = () => <Summary state="allAdded" />;
export const NothingAdded: Story = () => <Summary state="noneAdded" />;
/** Pesos and kg, in Spanish, with a line not orderable for the account. */
export const MexicoSpanish: Story = () => <Summary state="mexico" country="mx" lang="es" />;
export const Portuguese: Story = () => <Summary state="mixed" country="br" lang="pt" />;
export const Korean: Story = () => <Summary state="mixed" country="kr" lang="ko" />;

/** The dialog as the order detail and the orders list open it. */
export const Dialog: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <Frame country="us" lang="en">
      <button type="button" onClick={() => setOpen(true)}>
        Open again
      </button>
      {open && (
        <ReorderSummaryDialog
          summary={reorderSummaryFixture('mixed')}
          country="us"
          onClose={() => setOpen(false)}
        />
      )}
    </Frame>
  );
};
