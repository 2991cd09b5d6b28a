import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import type { ComplaintModalProps } from '@anp/complaint-modal';
import { SupportCenter, type SupportCenterProps } from './support';
import {
  US_CASES,
  makeCase,
  manyCases,
  supportPageRoutes,
  supportPageState,
  type SupportPageState,
} from '../fixtures';

// The complaint modal is another package's widget with its own tests: here a stand-in keeps its
// interface (open, onClose, onSubmitted), so the page's side of the contract is what is tested.
const submittedCase = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@anp/complaint-modal', () => ({
  COMPLAINT_NS: 'complaint',
  ComplaintModal: (props: ComplaintModalProps) =>
    props.open ? (
      <div role="dialog" aria-modal="true" aria-label="New complaint">
        <button type="button" onClick={() => props.onSubmitted?.(submittedCase.current as never)}>
          Submit complaint
        </button>
        <button type="button" onClick={props.onClose}>
          Close form
        </button>
      </div>
    ) : null,
}));

// Whole widgets with axe: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

const saved: { name: string; href: string }[] = [];

beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs and does not follow links: record what would be saved.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:kit/1'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(
  options: {
    state?: SupportPageState;
    routes?: FakeRoutes;
    country?: string;
    lang?: string;
    props?: SupportCenterProps;
  } = {},
) {
  const config = resolveConfig(
    { country: options.country ?? 'us', lang: options.lang ?? 'en' },
    {},
  );
  const state = options.state ?? supportPageState();
  const backend = fakeBackend(config, supportPageRoutes(state, options.routes));
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <SupportCenter {...options.props} />
    </KitRoot>,
  );
  return { backend, state, view, user: userEvent.setup() };
}

const casesRegion = () => screen.getByRole('region', { name: 'Your cases' });
const caseCards = () => within(casesRegion()).queryAllByRole('article');
const never = () => new Promise<never>(() => {});

async function axeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

describe('given a user with cases', () => {
  it('lists each case with its status, number, subject, category, date, order and products', async () => {
    const { view } = setup();
    const first = await screen.findByRole('article', {
      name: 'Fines in the pellets of the last delivery',
    });
    const card = within(first);
    expect(card.getByRole('heading', { level: 3 }).textContent).toBe(
      'Fines in the pellets of the last delivery',
    );
    expect(card.getByText('Case CS-000131')).toBeTruthy();
    expect(card.getByText('Product quality › Pellet quality or fines')).toBeTruthy();
    expect(card.getByText('Submitted 14-Oct-2026')).toBeTruthy();
    expect(card.getByText('Order 4000141207')).toBeTruthy();
    expect(card.getByText('Ames Feed Mill').textContent).toBe('Plant: Ames Feed Mill');
    const product = card.getByText('Calf Starter 18% Pellet').closest('li') as HTMLElement;
    expect(
      within(product).getByText('40 bags · 12 bags affected · Lots L2609-114, L2609-115'),
    ).toBeTruthy();
    expect(screen.getByText('Showing 4 of 4 cases')).toBeTruthy();
    await axeClean(view.container);
  });

  it.each([
    ['Fines in the pellets of the last delivery', 'New', 'info'],
    ['Truck arrived two days late', 'In progress', 'warning'],
    ['Torn bags on the pallet', 'Resolved', 'success'],
    ['Invoice charged the list price', 'Closed', 'neutral'],
  ])('shows “%s” as %s (a %s badge)', async (subject, status, tone) => {
    setup();
    const card = await screen.findByRole('article', { name: subject });
    const badge = card.querySelector(`[data-tone="${tone}"]`);
    expect(badge?.textContent).toBe(`Status: ${status}`);
  });

  it('writes quantities in the market’s number format and leaves out what a line does not have', async () => {
    setup({ country: 'br', lang: 'pt' });
    const card = await screen.findByRole('article', { name: 'Truck arrived two days late' });
    expect(within(card).getByText('24,50 toneladas curtas')).toBeTruthy();
    expect(card.textContent).not.toContain('saco');
    expect(card.textContent).not.toContain('Lotes');
    expect(within(card).getByText('Em andamento')).toBeTruthy();
  });

  it('never lists a draft', async () => {
    setup({
      state: supportPageState([makeCase({ id: 'case-0900', status: 'Draft' }), ...US_CASES]),
    });
    await screen.findByRole('article', { name: 'Truck arrived two days late' });
    expect(caseCards()).toHaveLength(4);
    expect(screen.queryByText('Case CS-000900')).toBeNull();
  });
});

describe('given a case with attached files', () => {
  it('offers each file as a download button that saves it under its name', async () => {
    const { user, backend } = setup();
    const card = await screen.findByRole('article', {
      name: 'Fines in the pellets of the last delivery',
    });
    const buttons = within(card).getAllByRole('button', { name: /^Download/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Download pellets-close-up.jpg of case CS-000131',
      'Download delivery-note-4000141207.pdf of case CS-000131',
    ]);
    await user.click(buttons[1] as HTMLElement);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'delivery-note-4000141207.pdf', href: 'blob:kit/1' });
    expect(
      backend.callsTo('GET users/account/customerCase/case-0131/documents/doc-0312/download'),
    ).toHaveLength(1);
  });

  it.each([
    [
      'a file too big (ERRDD001)',
      { status: 413, body: { code: 'ERRDD001', message: 'too big' } },
      'The file could not be downloaded. File size is too big to download, please reach out to IT support.',
    ],
    [
      'a file the user may not have (blob 401)',
      { status: 401, body: { code: 'NOT_AUTHORIZED', message: 'Not yours' } },
      "The file could not be downloaded. User doesn't have the authorization.",
    ],
  ])('says why %s could not be downloaded, next to its button', async (_, answer, message) => {
    const { user } = setup({
      routes: {
        'GET users/account/customerCase/case-0119/documents/doc-0290/download': () => answer,
      },
    });
    const card = await screen.findByRole('article', { name: 'Torn bags on the pallet' });
    await user.click(within(card).getByRole('button', { name: /torn-bags\.png/ }));
    expect((await within(card).findByRole('alert')).textContent).toBe(message);
    expect(saved).toHaveLength(0);
  });
});

describe('given more than 20 cases', () => {
  it('shows 20 and the next 20 with each Show more, until all are shown', async () => {
    const { user, backend } = setup({ state: supportPageState(manyCases(45)) });
    expect(await screen.findByText('Showing 20 of 45 cases')).toBeTruthy();
    expect(caseCards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more cases' }));
    expect(await screen.findByText('Showing 40 of 45 cases')).toBeTruthy();
    // Focus moves to the first case the page brought.
    await waitFor(() => expect(document.activeElement).toBe(caseCards()[20]));
    await user.click(screen.getByRole('button', { name: 'Show more cases' }));
    expect(await screen.findByText('Showing 45 of 45 cases')).toBeTruthy();
    expect(caseCards()).toHaveLength(45);
    await waitFor(() => expect(document.activeElement).toBe(caseCards()[40]));
    expect(screen.queryByRole('button', { name: 'Show more cases' })).toBeNull();
    expect(
      backend
        .callsTo('GET users/account/customerCase')
        .map((c) => [c.query.get('offset'), c.query.get('limit')]),
    ).toEqual([
      ['0', '20'],
      ['20', '20'],
      ['40', '20'],
    ]);
  });

  it('keeps the shown cases when a further page fails, with Try again for that page', async () => {
    let fail = true;
    const state = supportPageState(manyCases(25));
    const own = supportPageRoutes(state);
    const { user } = setup({
      state,
      routes: {
        'GET users/account/customerCase': (call) =>
          call.query.get('offset') === '20' && fail
            ? { status: 503, body: { code: 'SERVER', message: 'down' } }
            : own['GET users/account/customerCase']?.(call),
      },
    });
    await screen.findByText('Showing 20 of 25 cases');
    await user.click(screen.getByRole('button', { name: 'Show more cases' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your cases could not be loaded.',
    );
    expect(caseCards()).toHaveLength(20);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 25 of 25 cases')).toBeTruthy();
  });
});

describe('given a user without cases', () => {
  it('says there are none yet and offers to raise a complaint', async () => {
    const { user } = setup({ state: supportPageState([]) });
    const region = casesRegion();
    expect(await within(region).findByRole('heading', { name: 'No cases yet' })).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Raise a complaint' }));
    expect(await screen.findByRole('dialog', { name: 'New complaint' })).toBeTruthy();
  });
});

describe('given the cases cannot be loaded', () => {
  it('shows a skeleton while they load', async () => {
    setup({ routes: { 'GET users/account/customerCase': never } });
    const region = casesRegion();
    expect(
      within(region)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toContain('Loading your cases…');
    expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(caseCards()).toHaveLength(0);
  });

  it('says so with Try again, which loads them', async () => {
    let fail = true;
    const state = supportPageState();
    const own = supportPageRoutes(state);
    const { user } = setup({
      state,
      routes: {
        'GET users/account/customerCase': (call) =>
          fail
            ? { status: 500, body: { code: 'SERVER', message: 'down' } }
            : own['GET users/account/customerCase']?.(call),
      },
    });
    expect((await within(casesRegion()).findByRole('alert')).textContent).toBe(
      'Your cases could not be loaded. Internal Server error',
    );
    fail = false;
    await user.click(within(casesRegion()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 4 of 4 cases')).toBeTruthy();
  });
});

describe('given the support bar', () => {
  it('gives customer service’s phone and e-mail as links, and its hours', async () => {
    setup();
    const bar = screen.getByRole('region', { name: 'Customer service' });
    const phone = await within(bar).findByRole('link', { name: '+1 800 555 0199' });
    expect(phone.getAttribute('href')).toBe('tel:+18005550199');
    expect(
      within(bar).getByRole('link', { name: 'customercare@example.com' }).getAttribute('href'),
    ).toBe('mailto:customercare@example.com');
    expect(within(bar).getByText('Mon–Fri 7:00–17:00 CT')).toBeTruthy();
  });

  it('falls back to the market’s contacts when the complaint settings fail', async () => {
    setup({
      routes: {
        'GET customerCase/configurations': () => ({ status: 500, body: { code: 'SERVER' } }),
        'GET config/us/en': () => ({
          country: 'us',
          lang: 'en',
          config: { supportPhone: '+1 800-555-0100', supportEmail: 'help@demo.test' },
        }),
      },
    });
    const bar = screen.getByRole('region', { name: 'Customer service' });
    expect(
      (await within(bar).findByRole('link', { name: '+1 800-555-0100' })).getAttribute('href'),
    ).toBe('tel:+18005550100');
    expect(within(bar).queryByRole('alert')).toBeNull();
  });

  it('says the contacts could not be loaded when nothing is known, with Try again', async () => {
    setup({
      routes: {
        'GET customerCase/configurations': () => ({ status: 500, body: { code: 'SERVER' } }),
      },
    });
    const bar = screen.getByRole('region', { name: 'Customer service' });
    expect((await within(bar).findByRole('alert')).textContent).toContain(
      'The customer service contacts could not be loaded.',
    );
    expect(within(bar).getByRole('button', { name: 'Raise a complaint' })).toBeTruthy();
  });

  it('opens the complaint modal from Raise a complaint, and closes it', async () => {
    const { user } = setup();
    const bar = screen.getByRole('region', { name: 'Customer service' });
    const raise = within(bar).getByRole('button', { name: 'Raise a complaint' });
    expect(raise.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(raise);
    expect(await screen.findByRole('dialog', { name: 'New complaint' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close form' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(raise);
  });
});

describe('given a complaint was just submitted', () => {
  it('reads the list again and shows the new case first, marked and announced', async () => {
    const state = supportPageState();
    const fresh = makeCase({
      id: 'case-0140',
      subject: 'Mould in two bags',
      submittedAt: '2026-11-03T10:05:00.000Z',
    });
    submittedCase.current = fresh;
    const onCaseSubmitted = vi.fn();
    const { user, backend } = setup({ state, props: { onCaseSubmitted } });
    await screen.findByText('Showing 4 of 4 cases');
    await user.click(
      screen.getAllByRole('button', { name: 'Raise a complaint' })[0] as HTMLElement,
    );
    // The server stores the case while the modal shows its success dialog.
    state.cases.unshift(fresh);
    await user.click(await screen.findByRole('button', { name: 'Submit complaint' }));

    await waitFor(() => expect(backend.callsTo('GET users/account/customerCase')).toHaveLength(2));
    expect(await screen.findByText('Showing 5 of 5 cases')).toBeTruthy();
    const first = caseCards()[0] as HTMLElement;
    expect(within(first).getByRole('heading').textContent).toBe('Mould in two bags');
    expect(within(first).getByText('Just submitted')).toBeTruthy();
    expect(first.getAttribute('data-highlighted')).toBe('true');
    expect(caseCards().filter((c) => c.hasAttribute('data-highlighted'))).toHaveLength(1);
    expect(within(casesRegion()).getAllByRole('status')[0]?.textContent).toBe(
      'Case CS-000140 was submitted. It is at the top of your cases.',
    );
    expect(onCaseSubmitted).toHaveBeenCalledWith(fresh);
  });

  it('shows it first at once, even before the server lists it', async () => {
    const fresh = makeCase({ id: 'case-0141', subject: 'Wrong product delivered' });
    submittedCase.current = fresh;
    let release: () => void = () => {};
    const state = supportPageState();
    const own = supportPageRoutes(state);
    let calls = 0;
    const { user } = setup({
      state,
      routes: {
        'GET users/account/customerCase': async (call) => {
          calls += 1;
          if (calls > 1) await new Promise<void>((r) => (release = r));
          return own['GET users/account/customerCase']?.(call);
        },
      },
    });
    await screen.findByText('Showing 4 of 4 cases');
    await user.click(
      screen.getAllByRole('button', { name: 'Raise a complaint' })[0] as HTMLElement,
    );
    await user.click(await screen.findByRole('button', { name: 'Submit complaint' }));
    const first = caseCards()[0] as HTMLElement;
    expect(within(first).getByRole('heading').textContent).toBe('Wrong product delivered');
    expect(screen.getByText('Showing 5 of 5 cases')).toBeTruthy();
    release();
    // The server's answer does not hold it yet: it stays first, and the count stays right.
    await waitFor(() => expect(calls).toBe(2));
    expect(within(caseCards()[0] as HTMLElement).getByText('Just submitted')).toBeTruthy();
    expect(caseCards()).toHaveLength(5);
  });
});

describe('given the frequently asked questions', () => {
  it('groups them by topic, each question a link to its page', async () => {
    const { view } = setup();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(
      (await within(faq).findAllByRole('heading', { level: 3 })).map((h) => h.textContent),
    ).toEqual(['Ordering', 'Delivery and pickup', 'Invoices and documents', 'Complaints']);
    const link = within(faq).getByRole('link', { name: 'How is my delivery date decided?' });
    expect(link.getAttribute('href')).toBe('/us/en/pages/support/faq/faq-delivery-window');
    expect(within(faq).getAllByRole('link')).toHaveLength(5);
    await axeClean(view.container);
  });

  it('asks the host to navigate on a plain click', async () => {
    const { user } = setup();
    const asked: string[] = [];
    const onNavigate = (event: Event) => {
      event.preventDefault();
      asked.push((event as CustomEvent<{ path: string }>).detail.path);
    };
    window.addEventListener('anp-navigate', onNavigate);
    try {
      await user.click(await screen.findByRole('link', { name: 'Is there a minimum order?' }));
      expect(asked).toEqual(['/us/en/pages/support/faq/faq-order-minimum']);
    } finally {
      window.removeEventListener('anp-navigate', onNavigate);
    }
  });

  it('builds the links from a template of the site', async () => {
    setup({ props: { faqHref: '/help/questions?faq={id}' } });
    const link = await screen.findByRole('link', { name: 'Is there a minimum order?' });
    expect(link.getAttribute('href')).toBe('/help/questions?faq=faq-order-minimum');
  });

  it('speaks the page language', async () => {
    setup({ country: 'mx', lang: 'es' });
    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    const link = await within(faq).findByRole('link', { name: '¿Hay un pedido mínimo?' });
    expect(link.getAttribute('href')).toBe('/mx/es/pages/support/faq/faq-order-minimum');
    expect(screen.getByRole('region', { name: 'Sus casos' })).toBeTruthy();
  });

  it('says when they cannot be loaded, with Try again', async () => {
    let fail = true;
    const own = supportPageRoutes();
    const { user } = setup({
      routes: {
        'GET support/faqs': (call) =>
          fail ? { status: 500, body: { code: 'SERVER' } } : own['GET support/faqs']?.(call),
      },
    });
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect((await within(faq).findByRole('alert')).textContent).toContain(
      'The questions could not be loaded.',
    );
    fail = false;
    await user.click(within(faq).getByRole('button', { name: 'Try again' }));
    expect(
      await within(faq).findByRole('link', { name: 'Is there a minimum order?' }),
    ).toBeTruthy();
  });
});
