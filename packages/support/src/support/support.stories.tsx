import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { SupportCenter } from './support';
import { US_CASES, manyCases, supportPageRoutes, supportPageState } from '../fixtures';
import type { CustomerCase } from '@anp/core/services/support';

export default { title: 'Support' };

const never = () => new Promise<never>(() => {});
const serverError = () => ({ status: 500, body: { code: 'SERVER', message: 'Down' } });

function Demo({
  country = 'us',
  lang = 'en',
  cases = US_CASES,
  routes,
  children,
}: {
  country?: string;
  lang?: string;
  cases?: CustomerCase[];
  routes?: FakeRoutes;
  children: ReactNode;
}) {
  // One fake backend per story mount: a complaint submitted in the modal joins the cases.
  const [setup] = useState(() => {
    const config = resolveConfig({ country, lang }, {});
    const state = supportPageState(cases);
    const backend = fakeBackend(config, supportPageRoutes(state, routes), { delayMs: 300 });
    return { config, backend, cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>{children}</div>
    </KitRoot>
  );
}

/** The US retailer: one case of every status, files to download, the questions by topic. */
export const SupportPage: Story = () => (
  <Demo>
    <SupportCenter />
  </Demo>
);

/** More than 20 cases: Show more brings the next 20. */
export const ManyCases: Story = () => (
  <Demo cases={manyCases(45)}>
    <SupportCenter />
  </Demo>
);

export const NoCasesYet: Story = () => (
  <Demo cases={[]}>
    <SupportCenter />
  </Demo>
);

export const Loading: Story = () => (
  <Demo
    routes={{
      'GET users/account/customerCase': never,
      'GET support/faqs': never,
      'GET customerCase/configurations': never,
    }}
  >
    <SupportCenter />
  </Demo>
);

export const CasesFail: Story = () => (
  <Demo routes={{ 'GET users/account/customerCase': serverError, 'GET support/faqs': serverError }}>
    <SupportCenter />
  </Demo>
);

/** The complaint settings fail: the market configuration's phone and e-mail stand in. */
export const ContactsFromTheMarket: Story = () => (
  <Demo
    routes={{
      'GET customerCase/configurations': serverError,
      'GET config/us/en': () => ({
        country: 'us',
        lang: 'en',
        config: { supportPhone: '+1 800-555-0100', supportEmail: 'help@demo.test' },
      }),
    }}
  >
    <SupportCenter />
  </Demo>
);

export const DownloadTooBig: Story = () => (
  <Demo
    routes={{
      'GET users/account/customerCase/case-0131/documents/doc-0311/download': () => ({
        status: 413,
        body: { code: 'ERRDD001', message: 'File too big' },
      }),
    }}
  >
    <SupportCenter />
  </Demo>
);

export const MexicoSpanish: Story = () => (
  <Demo country="mx" lang="es">
    <SupportCenter />
  </Demo>
);

export const BrazilPortuguese: Story = () => (
  <Demo country="br" lang="pt">
    <SupportCenter />
  </Demo>
);

/** A CMS page of its own: questions link to the site's FAQ page, headings fit under its h2. */
export const OnACmsPage: Story = () => (
  <Demo>
    <h2 style={{ fontFamily: 'system-ui' }}>Help centre</h2>
    <SupportCenter headingLevel={3} faqHref="/help/faq?id={id}" />
  </Demo>
);
