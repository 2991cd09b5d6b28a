import { describe, expect, it } from 'vitest';
import { registeredNamespaces, translationProblems } from '@anp/core';
// Every package that registers strings is imported, so the check sees all namespaces. By
// convention a feature registers its strings in a module named i18n.ts.
import '@anp/ui';
import '@anp/shell';

import.meta.glob(['../../packages/*/src/**/i18n.ts', '../../host/src/**/i18n.ts'], { eager: true });

describe('given every namespace the kit registers', () => {
  const names = [...registeredNamespaces().keys()];

  it('knows the core, host and shell strings', () => {
    expect(names).toEqual(expect.arrayContaining(['core', 'host', 'shell', 'footer']));
  });

  it.each(names)(
    'namespace %s has every key in en, es, pt and ko with the same placeholders',
    (ns) => {
      // Read at test time: the setup file has loaded the on-demand languages by then.
      const bundle = registeredNamespaces().get(ns);
      expect(bundle).toBeDefined();
      if (bundle) expect(translationProblems(ns, bundle)).toEqual([]);
    },
  );
});

describe('given a namespace with gaps', () => {
  it('reports the missing, empty, extra and placeholder-mismatched keys', () => {
    const problems = translationProblems('demo', {
      en: { a: 'A', b: 'Hello {{name}}', c: 'C' },
      es: { a: '', b: 'Hola', d: 'extra' } as never,
      pt: { a: 'A', b: 'Olá {{name}}', c: 'C' },
      ko: { a: 'ㄱ', b: '안녕하세요', c: 'ㄷ' },
    });
    expect(problems).toEqual([
      'es:demo.a is empty',
      'es:demo.b has other placeholders than en',
      'es:demo.c is missing',
      'es:demo.d is not in en',
      'ko:demo.b has other placeholders than en',
    ]);
  });
});
