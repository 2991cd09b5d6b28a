import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { FaqArticle } from './faq';
import { supportPageRoutes, supportPageState } from '../fixtures';

export default { title: 'FAQ' };

const never = () => new Promise<never>(() => {});
const serverError = () => ({ status: 500, body: { code: 'SERVER', message: 'Down' } });

function Demo({
  country = 'us',
  lang = 'en',
  routes,
  children,
}: {
  country?: string;
  lang?: string;
  routes?: FakeRoutes;
  children: ReactNode;
}) {
  // One fake backend per story mount: a complaint raised from the answer joins the cases.
  const [setup] = useState(() => {
    const config = resolveConfig({ country, lang }, {});
    const backend = fakeBackend(config, supportPageRoutes(supportPageState(), routes), {
      delayMs: 300,
    });
    return { config, backend, cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>{children}</div>
    </KitRoot>
  );
}

export const Answer: Story = () => (
  <Demo>
    <FaqArticle faqId="faq-delivery-window" />
  </Demo>
);

export const NotFound: Story = () => (
  <Demo>
    <FaqArticle faqId="faq-removed-long-ago" />
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ 'GET support/faqs/faq-delivery-window': never }}>
    <FaqArticle faqId="faq-delivery-window" />
  </Demo>
);

export const Fails: Story = () => (
  <Demo routes={{ 'GET support/faqs/faq-delivery-window': serverError }}>
    <FaqArticle faqId="faq-delivery-window" />
  </Demo>
);

export const Spanish: Story = () => (
  <Demo
    country="mx"
    lang="es"
    routes={{
      'GET support/faqs/faq-delivery-window': () => ({
        id: 'faq-delivery-window',
        topic: 'Entrega y retiro',
        question: '¿Cómo se decide la fecha de entrega?',
        answer: [
          'La primera fecha que puede elegir es hoy más el tiempo de entrega de su planta. Si hoy no es día hábil en la planta, se suma un día más.',
          'No se pueden elegir fines de semana ni feriados de la planta. El calendario del carrito solo ofrece las fechas posibles.',
        ],
        updatedAt: '2026-09-30',
      }),
    }}
  >
    <FaqArticle faqId="faq-delivery-window" />
  </Demo>
);
