/**
 * The files of a new feature package (scripts/new-feature.mjs), one template per file of the
 * anatomy in docs/architecture.md. The widget they make is a working start: the card of the
 * selected account, with loading, error and empty states, strings in en, es, pt and ko, stories and
 * tests; its author replaces the account's details with the feature's own data.
 */

const pascalOf = (name) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
const camelOf = (name) => {
  const pascal = pascalOf(name);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
};
const titleOf = (name) => {
  const words = name.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function templates(name) {
  const Pascal = pascalOf(name);
  const camel = camelOf(name);
  const title = titleOf(name);
  const tag = `anp-${name}`;
  const ns = camel;
  const NS = `${name.toUpperCase().replace(/-/g, '_')}_NS`;

  const files = {};

  files['package.json'] = `${JSON.stringify(
    {
      name: `@anp/${name}`,
      version: '0.1.0',
      description: `AN Portal Kit ${title.toLowerCase()}: <${tag}>`,
      license: 'Apache-2.0',
      author: 'AN Portal Kit contributors',
      repository: {
        type: 'git',
        url: 'git+https://github.com/an-portal-kit/an-portal-kit.git',
        directory: `packages/${name}`,
      },
      type: 'module',
      sideEffects: [
        './src/**/*.element.ts',
        './src/element.ts',
        './src/**/i18n.ts',
        './dist/element.js',
        './dist/chunk-*.js',
      ],
      // The monorepo's tools resolve the `@anp/source` condition; npm consumers get dist.
      exports: Object.fromEntries(
        [
          ['.', 'index'],
          ['./element', 'element'],
          ['./fixtures', 'fixtures'],
        ].map(([entry, file]) => [
          entry,
          {
            '@anp/source': `./src/${file}.ts`,
            types: `./dist/${file}.d.ts`,
            default: `./dist/${file}.js`,
          },
        ]),
      ),
      files: [
        'dist',
        'src',
        '!src/**/*.test.ts',
        '!src/**/*.test.tsx',
        '!src/**/*.stories.tsx',
        '!src/**/testdata',
        'custom-elements.json',
        'CHANGELOG.md',
        'vscode.html-custom-data.json',
        'web-types.json',
      ],
      customElements: 'custom-elements.json',
      'web-types': './web-types.json',
      peerDependencies: {
        react: '^19.0.0',
        'react-dom': '^19.0.0',
        'styled-components': '^6.1.13',
      },
      dependencies: {
        '@anp/contract': '0.1.0',
        '@anp/core': '0.1.0',
        '@anp/ui': '0.1.0',
      },
    },
    null,
    2,
  )}\n`;

  files['CHANGELOG.md'] = `# @anp/${name}

Released with the kit's other packages, under one version (.changeset/config.json).
`;

  files['README.md'] = `# @anp/${name}

\`<${tag}>\` and the React component \`${Pascal}\`: ${title.toLowerCase()}. Made by
\`npm run new:feature ${name}\`; it starts as the card of the selected account (its name, sold-to,
region, sales organisation and business unit), with loading, error and empty states, so that the
package builds, is tested and shows in Ladle from its first commit. Replace the account's details
with the feature's own data and rules.

## Embed

\`\`\`html
<script type="module" src="https://cdn.example.com/anp/${tag}.js"></script>
<${tag} heading="My account" heading-level="2"></${tag}>
\`\`\`

| attribute | meaning |
| --- | --- |
| \`heading\` | the card's heading (default: the strings' own) |
| \`heading-level\` | level of the heading, 1 to 6 (default 2) |

The attributes every element takes (\`country\`, \`lang\`, \`api-base\`) and the CSS properties are
listed in \`custom-elements.json\`.

## Files

The kit's anatomy (docs/architecture.md): \`model/\` (pure rules and their table tests), \`use-${name}-data.ts\`
(data: the user context and the session's selected account), \`use-${name}.ts\` (behaviour: the
details shown or folded), \`${name}.view.tsx\` (the view, from props alone), \`${name}.tsx\`
(connects them), \`${name}.styles.ts\`, \`${name}.element.ts\`, \`${name}.stories.tsx\`, the tests,
\`fixtures.ts\` and the strings (\`i18n.ts\`, \`locales/\`).

## Tests

\`npx vitest run packages/${name}\`: the rules, the view in every state, the connected widget over a
fake backend (with axe), and the element on a plain page.
`;

  files['src/index.ts'] = `/**
 * @anp/${name}: ${title.toLowerCase()} as a React component. \`@anp/${name}/element\` registers
 * \`<${tag}>\`.
 */
export { ${Pascal}, type ${Pascal}Props } from './${name}';
export { ${Pascal}View, type ${Pascal}ViewProps, type HeadingLevel } from './${name}.view';
export { use${Pascal}, type ${Pascal}State } from './use-${name}';
export { use${Pascal}Data, type ${Pascal}Data } from './use-${name}-data';
export { accountFacts, type AccountFact } from './model/${name}';
export { ${NS} } from './i18n';
`;

  files['src/element.ts'] =
    `/** Registers \`<${tag}>\` (its module registers on load). Safe to import twice. */
export { ${camel}Element } from './${name}.element';

// The element typings (\`npm run manifest\`): each tag's element interface, HTMLElementTagNameMap
// and React's JSX.IntrinsicElements; importing this entry brings them to a TypeScript consumer.
export type * from './custom-elements';
`;

  // \`npm run manifest\` writes the typings; until it runs, the entry above has a file to name.
  files['src/custom-elements.d.ts'] =
    `// Generated by \`npm run manifest\` from the element definitions. Do not edit.
export {};
`;

  files['src/i18n.ts'] = `import { registerTranslations } from '@anp/core';

/** Namespace of the ${title.toLowerCase()} strings. */
export const ${NS} = '${ns}';

export const en = {
  heading: 'Your account',
  loading: 'Loading your account…',
  failed: 'Your account could not be loaded. {{reason}}',
  retry: 'Try again',
  noAccount: 'No account is selected. Choose one in the account selector.',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
  facts: {
    soldTo: 'Sold-to',
    region: 'Region',
    salesOrg: 'Sales organisation',
    businessUnit: 'Business unit',
  },
};

registerTranslations(${NS}, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
`;

  files['src/locales/es.lazy.ts'] = `import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  heading: 'Su cuenta',
  loading: 'Cargando su cuenta…',
  failed: 'No se pudo cargar su cuenta. {{reason}}',
  retry: 'Reintentar',
  noAccount: 'No hay ninguna cuenta seleccionada. Elija una en el selector de cuentas.',
  showDetails: 'Mostrar detalles',
  hideDetails: 'Ocultar detalles',
  facts: {
    soldTo: 'Cliente',
    region: 'Región',
    salesOrg: 'Organización de ventas',
    businessUnit: 'Unidad de negocio',
  },
};
`;

  files['src/locales/pt.lazy.ts'] = `import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  heading: 'Sua conta',
  loading: 'Carregando sua conta…',
  failed: 'Não foi possível carregar sua conta. {{reason}}',
  retry: 'Tentar novamente',
  noAccount: 'Nenhuma conta está selecionada. Escolha uma no seletor de contas.',
  showDetails: 'Mostrar detalhes',
  hideDetails: 'Ocultar detalhes',
  facts: {
    soldTo: 'Cliente',
    region: 'Região',
    salesOrg: 'Organização de vendas',
    businessUnit: 'Unidade de negócio',
  },
};
`;

  files['src/locales/ko.lazy.ts'] = `import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  heading: '내 계정',
  loading: '계정을 불러오는 중…',
  failed: '계정을 불러올 수 없습니다. {{reason}}',
  retry: '다시 시도',
  noAccount: '선택된 계정이 없습니다. 계정 선택기에서 계정을 고르세요.',
  showDetails: '자세히 보기',
  hideDetails: '간단히 보기',
  facts: {
    soldTo: '판매처',
    region: '지역',
    salesOrg: '영업 조직',
    businessUnit: '사업부',
  },
};
`;

  files[`src/model/${name}.ts`] = `/**
 * The card's rules, pure: no React, no fetch, no DOM. The session holds the selected account's
 * sold-to, region, sales organisation and business unit (shell-and-admin.md §3); the card lists
 * those the account has, in that order.
 */
import type { Account } from '@anp/contract';

export type AccountFactKey = 'soldTo' | 'region' | 'salesOrg' | 'businessUnit';

export interface AccountFact {
  key: AccountFactKey;
  value: string;
}

/** The facts of an account the card shows: its codes, without the empty ones. */
export function accountFacts(
  account: Pick<Account, 'soldToCode' | 'region' | 'salesOrg' | 'businessUnit'>,
): AccountFact[] {
  const facts: [AccountFactKey, string][] = [
    ['soldTo', account.soldToCode],
    ['region', account.region.toUpperCase()],
    ['salesOrg', account.salesOrg],
    ['businessUnit', account.businessUnit],
  ];
  return facts
    .map(([key, value]) => ({ key, value: value.trim() }))
    .filter((fact) => fact.value !== '');
}
`;

  files[`src/model/${name}.test.ts`] = `import { describe, expect, it } from 'vitest';
import { accountFacts } from './${name}';

// shell-and-admin.md §3: the session holds the account's sold-to, region, sales org and unit.
describe('given the facts of an account', () => {
  it.each([
    [
      { soldToCode: '0010100012', region: 'us', salesOrg: 'US10', businessUnit: 'feed' },
      ['soldTo 0010100012', 'region US', 'salesOrg US10', 'businessUnit feed'],
    ],
    [
      { soldToCode: '0014100010', region: 'kr', salesOrg: ' ', businessUnit: 'swine' },
      ['soldTo 0014100010', 'region KR', 'businessUnit swine'],
    ],
    [{ soldToCode: '', region: '', salesOrg: '', businessUnit: '' }, []],
  ])('%j shows %j', (account, expected) => {
    expect(accountFacts(account).map((f) => \`\${f.key} \${f.value}\`)).toEqual(expected);
  });
});
`;

  files[`src/use-${name}-data.ts`] = `import {
  useSelectedAccount,
  useUserContext,
  type Account,
  type PortalError,
} from '@anp/core';

export interface ${Pascal}Data {
  /** Loading until the user context answers; error when it failed. */
  status: 'loading' | 'error' | 'ready';
  /** The account the page works on (the session's); null when none is chosen. */
  account: Account | null;
  error: PortalError | null;
  retry(): void;
}

/**
 * The widget's data: the signed-in user's context (GET users/context, shared with the shell) and
 * the session's selected account, which follows a switch in any element or tab. A feature's own
 * reads go here, over @anp/core's services, keyed by \`useSelectedAccount().key\`.
 */
export function use${Pascal}Data(): ${Pascal}Data {
  const context = useUserContext();
  const selected = useSelectedAccount({ details: true });
  return {
    status: context.data ? 'ready' : context.error ? 'error' : 'loading',
    account: selected.account,
    error: context.error ?? null,
    retry: () => void context.mutate(),
  };
}
`;

  files[`src/use-${name}.ts`] = `import { useState } from 'react';
import { useErrorMessage } from '@anp/core';
import { accountFacts, type AccountFact } from './model/${name}';
import type { ${Pascal}Data } from './use-${name}-data';

export interface ${Pascal}State {
  status: ${Pascal}Data['status'];
  /** The account's name; null when none is chosen. */
  name: string | null;
  facts: AccountFact[];
  /** The failure, worded for the user. */
  errorText: string | null;
  expanded: boolean;
  toggle(): void;
  retry(): void;
}

/** The card's behaviour: its facts, and whether they are shown (folded at first). */
export function use${Pascal}(data: ${Pascal}Data): ${Pascal}State {
  const [expanded, setExpanded] = useState(false);
  const describe = useErrorMessage();
  return {
    status: data.status,
    name: data.account?.fullname ?? null,
    facts: data.account ? accountFacts(data.account) : [],
    errorText: data.error ? describe(data.error) : null,
    expanded,
    toggle: () => setExpanded((shown) => !shown),
    retry: data.retry,
  };
}
`;

  files[`src/${name}.styles.ts`] = `import styled from 'styled-components';
import { token } from '@anp/ui';

export const Card = styled.section\`
  font-family: \${token('font-family')};
  color: \${token('color-text')};
  background: \${token('color-surface')};
  border: 1px solid \${token('color-border')};
  border-radius: \${token('radius-md')};
  padding: \${token('space-4')};
  display: grid;
  gap: \${token('space-3')};
\`;

export const Heading = styled.h2\`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
\`;

export const Facts = styled.dl\`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: \${token('space-1')} \${token('space-3')};
  margin: 0;

  dt {
    color: \${token('color-text-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
\`;

export const Message = styled.p\`
  margin: 0;
\`;
`;

  files[`src/${name}.view.tsx`] = `import { useId } from 'react';
import { useKitTranslation } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { ${NS} } from './i18n';
import type { ${Pascal}State } from './use-${name}';
import * as S from './${name}.styles';

/** A heading level of the page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface ${Pascal}ViewProps {
  state: Pick<${Pascal}State, 'status' | 'name' | 'facts' | 'errorText' | 'expanded' | 'toggle' | 'retry'>;
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  headingLevel?: HeadingLevel;
}

/** The card, from its props alone: loading, failed, no account, or the account with its facts. */
export function ${Pascal}View({ state, heading, headingLevel = 2 }: ${Pascal}ViewProps) {
  const { t } = useKitTranslation(${NS});
  const headingId = useId();
  const factsId = useId();
  const Tag = \`h\${headingLevel}\` as const;
  return (
    <S.Card aria-labelledby={headingId}>
      <S.Heading as={Tag} id={headingId}>
        {heading ?? t('heading')}
      </S.Heading>
      {state.status === 'loading' && <Spinner label={t('loading')} />}
      {state.status === 'error' && (
        <div role="alert">
          <S.Message>{t('failed', { reason: state.errorText ?? '' })}</S.Message>
          <Button variant="secondary" size="sm" onClick={state.retry}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state.status === 'ready' && state.name === null && <S.Message>{t('noAccount')}</S.Message>}
      {state.status === 'ready' && state.name !== null && (
        <>
          <S.Message>{state.name}</S.Message>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={state.expanded}
            aria-controls={factsId}
            onClick={state.toggle}
          >
            {state.expanded ? t('hideDetails') : t('showDetails')}
          </Button>
          <S.Facts id={factsId} hidden={!state.expanded}>
            {state.facts.map((fact) => (
              <div key={fact.key} style={{ display: 'contents' }}>
                <dt>{t(\`facts.\${fact.key}\`)}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </S.Facts>
        </>
      )}
    </S.Card>
  );
}
`;

  files[`src/${name}.tsx`] = `import { headingLevelOf, useNamespaces } from '@anp/core';
import { ${NS} } from './i18n';
import { use${Pascal} } from './use-${name}';
import { use${Pascal}Data } from './use-${name}-data';
import { ${Pascal}View, type HeadingLevel } from './${name}.view';

export interface ${Pascal}Props {
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  /** Level of the heading, 1 to 6 (default 2). */
  headingLevel?: number | undefined;
}

const NAMESPACES = [${NS}];

/**
 * ${title}: the selected account's card (the start \`npm run new:feature\` made).
 * @example <KitRoot config={config}><${Pascal} heading="My account" /></KitRoot>
 */
export function ${Pascal}({ heading, headingLevel }: ${Pascal}Props) {
  useNamespaces(NAMESPACES);
  const state = use${Pascal}(use${Pascal}Data());
  return (
    <${Pascal}View
      state={state}
      heading={heading}
      headingLevel={headingLevelOf<HeadingLevel>(headingLevel, 2)}
    />
  );
}
`;

  files[`src/${name}.element.ts`] = `import { defineWidget } from '@anp/core';
import type { ${Pascal}Props } from './${name}';

/** \`<${tag}>\`: ${title.toLowerCase()} as a custom element. */
export const ${camel}Element = defineWidget<${Pascal}Props>({
  tag: '${tag}',
  // The widget's code loads once the element is on the page: the element itself weighs almost
  // nothing until it is used.
  load: () => import('./${name}').then((m) => m.${Pascal}),
  headingLevel: { default: 2, min: 1, max: 6, description: "Level of the card's heading (1 to 6)." },
  summary: "${title}: the selected account's name and, on demand, its sold-to, region, sales organisation and business unit.",
  props: {
    heading: {
      type: 'string',
      description: "The card's heading (default: the strings' own, in the page language).",
    },
  },
  parts: [
    { name: 'button', description: 'The Show details and Try again buttons.' },
    { name: 'secondary', description: 'With \`button\`: its weight.' },
  ],
  cssProperties: [
    { name: '--anp-color-surface', description: 'Background of the card.' },
    { name: '--anp-color-border', description: 'Border of the card.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

${camel}Element.register();
`;

  files['src/fixtures.ts'] = `import type { Account, UserContext } from '@anp/contract';
import { fixtureAccount, fixtureContext, type FakeRoutes } from '@anp/core/testing';

/** Test and story data: a US feed retailer's account and context (\`@anp/core/testing\`). */
export const ACCOUNT: Account = fixtureAccount();

export const contextWith = (account: Account | null): UserContext => fixtureContext(account);

/** The reads of the widget over a fake backend. */
export function ${camel}Routes(account: Account | null = ACCOUNT): FakeRoutes {
  return { 'GET users/context': () => contextWith(account) };
}
`;

  files[`src/${name}.stories.tsx`] = `import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { ${Pascal} } from './${name}';
import { ${Pascal}View } from './${name}.view';
import { ${camel}Routes } from './fixtures';

export default { title: '${title}' };

function Demo({
  lang = 'en',
  routes = ${camel}Routes(),
  children,
}: {
  lang?: string;
  routes?: FakeRoutes;
  children: ReactNode;
}) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country: 'us', lang }, {});
    return { config, backend: fakeBackend(config, routes, { delayMs: 300 }), cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ maxWidth: 480, margin: '0 auto', padding: 16 }}>{children}</div>
    </KitRoot>
  );
}

const never = () => new Promise<never>(() => {});
const idle = { expanded: false, toggle: () => undefined, retry: () => undefined };

export const Account: Story = () => (
  <Demo>
    <${Pascal} />
  </Demo>
);

export const NoAccountChosen: Story = () => (
  <Demo routes={${camel}Routes(null)}>
    <${Pascal} />
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ 'GET users/context': never }}>
    <${Pascal} />
  </Demo>
);

export const Failed: Story = () => (
  <Demo routes={{ 'GET users/context': () => ({ status: 500, body: { message: 'down' } }) }}>
    <${Pascal} />
  </Demo>
);

export const DetailsShown: Story = () => (
  <Demo>
    <${Pascal}View
      state={{
        ...idle,
        status: 'ready',
        name: 'Prairie Feed & Supply',
        facts: [
          { key: 'soldTo', value: '0010100012' },
          { key: 'region', value: 'US' },
        ],
        errorText: null,
        expanded: true,
      }}
    />
  </Demo>
);

export const Spanish: Story = () => (
  <Demo lang="es">
    <${Pascal} />
  </Demo>
);

export const Portuguese: Story = () => (
  <Demo lang="pt">
    <${Pascal} heading="Conta da fazenda" />
  </Demo>
);
`;

  files[`src/${name}.test.tsx`] = `import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { ${Pascal} } from './${name}';
import { ACCOUNT, contextWith, ${camel}Routes } from './fixtures';

function setup(options: { lang?: string; routes?: FakeRoutes; heading?: string } = {}) {
  const config = resolveConfig({ country: 'us', lang: options.lang ?? 'en' }, {});
  const backend = fakeBackend(config, options.routes ?? ${camel}Routes());
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <${Pascal} heading={options.heading} />
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

describe('given the selected account', () => {
  it('shows its name, and its codes on demand', async () => {
    const { user } = setup();
    const card = await screen.findByRole('region', { name: 'Your account' });
    expect(await within(card).findByText('Prairie Feed & Supply')).toBeTruthy();
    const toggle = within(card).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide details' })).toBeTruthy();
    expect(within(card).getByText('0010100012')).toBeTruthy();
    expect(within(card).getByText('Sales organisation')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { view } = setup();
    await screen.findByText('Prairie Feed & Supply');
    const result = await axe.run(view.container, { rules: { region: { enabled: false } } });
    expect(result.violations).toEqual([]);
  });

  it('takes its heading from the page, and speaks the page language', async () => {
    setup({ lang: 'es', heading: 'Cuenta de la granja' });
    expect(await screen.findByRole('region', { name: 'Cuenta de la granja' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Mostrar detalles' })).toBeTruthy();
  });
});

describe('given no account, or no answer', () => {
  it('says that no account is chosen', async () => {
    setup({ routes: ${camel}Routes(null) });
    expect(await screen.findByText(/No account is selected/)).toBeTruthy();
  });

  it('says why the account could not be loaded, and tries again', async () => {
    let fail = true;
    const { user, backend } = setup({
      routes: {
        'GET users/context': () =>
          fail ? { status: 500, body: { message: 'down' } } : contextWith(ACCOUNT),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your account could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Prairie Feed & Supply')).toBeTruthy();
    expect(backend.callsTo('GET users/context').length).toBeGreaterThan(1);
  });
});
`;

  files[`src/${name}.element.test.tsx`] =
    `import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement } from '@anp/core/testing';
import { ${camel}Routes } from './fixtures';
import { ${camel}Element } from './${name}.element';

let backend: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  backend = installFakeFetch(${camel}Routes());
  ${camel}Element.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  backend.restore();
  resetPageConfig();
  resetKitServices();
});

const mount = (attrs: Record<string, string>) => mountElement('${tag}', attrs);

describe('given <${tag}> on a plain page', () => {
  it('renders the account inside its shadow root, at the heading level it is given', async () => {
    const el = mount({ country: 'us', lang: 'en', heading: 'My account', 'heading-level': '3' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('h3')?.textContent).toBe('My account'));
    await waitFor(() =>
      expect(el.shadowRoot?.textContent).toContain('Prairie Feed & Supply'),
    );
    expect(backend.callsTo('GET users/context')[0]?.headers.get('Authorization')).toBe(
      'Bearer page-token',
    );
  });

  it('keeps the default heading level for one out of range', async () => {
    const el = mount({ 'heading-level': '9' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('h2')).not.toBeNull());
  });
});
`;

  return { files, title };
}
