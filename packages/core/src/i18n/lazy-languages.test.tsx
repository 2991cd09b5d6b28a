import { describe, expect, it } from 'vitest';
import { Suspense, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitRoot } from '../element/kit-root';
import { resolveConfig } from '../config/validate';
import { registerTranslations } from './resources';
import { useKitTranslation } from './use-kit-translation';

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {`clicked ${n}`}
    </button>
  );
}

function Late() {
  const { t } = useKitTranslation('late-widget');
  return <p>{t('hello')}</p>;
}

describe('given a Spanish page whose widget code (and strings) arrive later', () => {
  it('suspends only that widget while its Spanish strings load; the rest keeps its state', async () => {
    const config = resolveConfig({ country: 'mx', lang: 'es' });
    let release: (strings: { hello: string }) => void = () => undefined;
    const spanish = new Promise<{ hello: string }>((resolve) => (release = resolve));
    function Page() {
      const [showLate, setShowLate] = useState(false);
      return (
        <>
          <Counter />
          <button
            type="button"
            onClick={() => {
              // The lazy widget's module registers its namespace when it loads.
              registerTranslations('late-widget', {
                en: { hello: 'Hello' },
                es: () => spanish,
                pt: { hello: 'Olá' },
                ko: { hello: '안녕하세요' },
              });
              setShowLate(true);
            }}
          >
            open
          </button>
          {showLate && (
            <Suspense fallback={<p>loading late widget</p>}>
              <Late />
            </Suspense>
          )}
        </>
      );
    }
    render(
      <KitRoot config={config} swrCache={new Map()}>
        <Page />
      </KitRoot>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'clicked 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('loading late widget')).toBeTruthy();
    // The page did not unmount while the strings load: its state is still there.
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
    // Never English meanwhile. (That the widget then shows Spanish is checked in the browser, by
    // the Mexican user's lazily loaded drawer in shell-journeys.spec.ts: jsdom's act environment
    // does not replay the suspended render.)
    expect(screen.queryByText('Hello')).toBeNull();
    release({ hello: 'Hola' });
  });
});
