import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import type { ComplaintModalProps } from '@anp/complaint-modal';
import { FaqArticle, type FaqArticleProps } from './faq';
import { DELIVERY_FAQ, supportPageRoutes } from '../fixtures';

// A stand-in with the complaint modal's interface (the modal has its own tests).
vi.mock('@anp/complaint-modal', () => ({
  COMPLAINT_NS: 'complaint',
  ComplaintModal: (props: ComplaintModalProps) =>
    props.open ? <div role="dialog" aria-modal="true" aria-label="New complaint" /> : null,
}));

vi.setConfig({ testTimeout: 20_000 });

function setup(
  props: FaqArticleProps,
  options: { routes?: FakeRoutes; country?: string; lang?: string } = {},
) {
  const config = resolveConfig(
    { country: options.country ?? 'us', lang: options.lang ?? 'en' },
    {},
  );
  const backend = fakeBackend(config, supportPageRoutes(undefined, options.routes));
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <FaqArticle {...props} />
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

describe('given a question of the market', () => {
  it('shows the question as the page heading, the answer, its date and the way back', async () => {
    const { view, backend } = setup({ faqId: 'faq-delivery-window' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How is my delivery date decided?' }),
    ).toBeTruthy();
    const article = screen.getByRole('article');
    expect([...article.querySelectorAll('p')].map((p) => p.textContent)).toEqual(
      expect.arrayContaining(DELIVERY_FAQ.answer),
    );
    expect(screen.getByText('Delivery and pickup')).toBeTruthy();
    expect(screen.getByText('Updated 30-Sep-2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to support' }).getAttribute('href')).toBe(
      '/us/en/pages/support',
    );
    expect(backend.callsTo('GET support/faqs/faq-delivery-window')[0]?.query.get('lang')).toBe(
      'en',
    );
    expect((await axe.run(view.container)).violations.map((v) => v.id)).toEqual([]);
  });

  it('writes the answer as text, never as HTML', async () => {
    setup(
      { faqId: 'faq-html' },
      {
        routes: {
          'GET support/faqs/faq-html': () => ({
            ...DELIVERY_FAQ,
            id: 'faq-html',
            answer: ['Call us <b>before 11:00</b>.', '<img src=x onerror="alert(1)">'],
          }),
        },
      },
    );
    expect(await screen.findByText('Call us <b>before 11:00</b>.')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(screen.getByRole('article').querySelector('b, img')).toBeNull();
  });

  it('offers Still need help? with the contacts and Raise a complaint, which opens the modal', async () => {
    const { user } = setup({ faqId: 'faq-delivery-window' });
    const help = await screen.findByRole('complementary', { name: 'Still need help?' });
    expect(within(help).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(
      (await within(help).findByRole('link', { name: '+1 800 555 0199' })).getAttribute('href'),
    ).toBe('tel:+18005550199');
    await user.click(within(help).getByRole('button', { name: 'Raise a complaint' }));
    expect(await screen.findByRole('dialog', { name: 'New complaint' })).toBeTruthy();
  });

  it('offers the other questions of its topic', async () => {
    setup(
      { faqId: 'faq-order-cutoff' },
      {
        routes: {
          'GET support/faqs/faq-order-cutoff': () => ({
            id: 'faq-order-cutoff',
            topic: 'Ordering',
            question: 'Until when can I change an order?',
            answer: ['Until the cut-off time shown on the order.'],
            updatedAt: '2026-08-01',
          }),
        },
      },
    );
    const more = await screen.findByRole('navigation', { name: 'More questions on this topic' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['Is there a minimum order?', '/us/en/pages/support/faq/faq-order-minimum']]);
  });

  it('offers no other questions when it is alone in its topic', async () => {
    setup({ faqId: 'faq-delivery-window' });
    await screen.findByRole('heading', { name: 'How is my delivery date decided?' });
    await screen.findByRole('complementary', { name: 'Still need help?' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('fits the outline of a page around it, and leads back where the site says', async () => {
    setup({ faqId: 'faq-delivery-window', headingLevel: 2, supportHref: '/help' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'How is my delivery date decided?' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Still need help?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to support' }).getAttribute('href')).toBe(
      '/help',
    );
  });

  it('speaks the page language', async () => {
    setup(
      { faqId: 'faq-delivery-window' },
      {
        country: 'mx',
        lang: 'es',
        routes: {
          'GET support/faqs/faq-delivery-window': () => ({
            ...DELIVERY_FAQ,
            question: '¿Cómo se decide la fecha de entrega?',
          }),
        },
      },
    );
    expect(await screen.findByText('Actualizado el 30-Sep-2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a soporte' }).getAttribute('href')).toBe(
      '/mx/es/pages/support',
    );
  });
});

describe('given a question that cannot be shown', () => {
  it('says an unknown question was not found, with the link back and no Retry', async () => {
    setup({ faqId: 'faq-gone' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this question' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to support' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a failure, with Try again, which loads it', async () => {
    let fail = true;
    const { user } = setup(
      { faqId: 'faq-delivery-window' },
      {
        routes: {
          'GET support/faqs/faq-delivery-window': () =>
            fail ? { status: 503, body: { code: 'SERVER', message: 'down' } } : DELIVERY_FAQ,
        },
      },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The answer could not be loaded.',
    );
    expect(screen.getByRole('link', { name: 'Back to support' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'How is my delivery date decided?' }),
    ).toBeTruthy();
  });

  it('says it is loading meanwhile', async () => {
    setup(
      { faqId: 'faq-delivery-window' },
      { routes: { 'GET support/faqs/faq-delivery-window': () => new Promise(() => {}) } },
    );
    expect((await screen.findByRole('status')).textContent).toContain('Loading the answer…');
  });

  it('says an id is needed when none is given, without a call', () => {
    const { backend } = setup({ faqId: '  ' });
    expect(screen.getByRole('alert').textContent).toContain('needs a question id');
    expect(backend.calls.filter((c) => c.path.startsWith('support/faqs'))).toHaveLength(0);
  });
});
