import { describe, expect, it } from 'vitest';
import { loadedNamespaces, namespacesReady } from './namespaces-ready';
import { namespaceNeedsLoading, registerTranslations, subscribeKitLanguages } from './resources';

describe('given a component that suspended on a namespace whose Spanish strings were loading', () => {
  it('hands out the same promise when the page is told the strings arrived (issue 14 QA)', async () => {
    let release: (strings: { hello: string }) => void = () => undefined;
    registerTranslations('qa-late', {
      en: { hello: 'Hello' },
      es: () => new Promise<{ hello: string }>((resolve) => (release = resolve)),
      pt: { hello: 'Olá' },
      ko: { hello: '안녕하세요' },
    });
    // The component's first render: the strings are missing, it suspends on this promise.
    const suspendedOn = namespacesReady(['qa-late'], 'es');
    // The strings arrive; the page's subscribers (KitRoot) re-render at once, a few microtasks
    // before that promise settles. Whatever React renders then must call use() again.
    const seen: { needsLoading: boolean; handedOut: Promise<void> | null }[] = [];
    const unsubscribe = subscribeKitLanguages(() =>
      seen.push({
        needsLoading: namespaceNeedsLoading('qa-late', 'es'),
        handedOut: loadedNamespaces(['qa-late'], 'es'),
      }),
    );
    release({ hello: 'Hola' });
    await suspendedOn;
    unsubscribe();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.needsLoading).toBe(false);
    expect(seen[0]?.handedOut).toBe(suspendedOn);
    // And after it settled, still the same promise, read without suspending.
    expect(loadedNamespaces(['qa-late'], 'es')).toBe(suspendedOn);
  });

  it('hands out nothing for strings that never needed loading', () => {
    registerTranslations('qa-inline', {
      en: { a: 'A' },
      es: { a: 'A' },
      pt: { a: 'A' },
      ko: { a: 'A' },
    });
    expect(loadedNamespaces(['qa-inline'], 'es')).toBeNull();
  });
});
