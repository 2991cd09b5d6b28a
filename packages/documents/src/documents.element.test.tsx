import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch } from '@anp/core/testing';
import { US_DOCUMENTS, documentRoutes } from './fixtures';
import { documentsElement } from './documents.element';

function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement('anp-documents');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
const titles = (el: Element) =>
  [...shadow(el).querySelectorAll('li h2')].map((h) => h.textContent ?? '');
let fake: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  fake = installFakeFetch(documentRoutes(US_DOCUMENTS));
  documentsElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  window.history.replaceState({}, '', '/');
  fake.restore();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-documents> on a plain market page', () => {
  it('lists the documents of the type its attribute names, inside its shadow root', async () => {
    const el = mount({ country: 'us', lang: 'en', 'doc-type': 'label', 'page-size': '6' });
    await waitFor(() => expect(titles(el)).toHaveLength(6), { timeout: 5000 });
    expect(titles(el)[0]).toBe('Product label — Protein Lick Tub 24%');
    const [list] = fake.callsTo('GET documents');
    expect(Object.fromEntries(list?.query ?? [])).toEqual({
      offset: '0',
      limit: '6',
      docType: 'label',
      sort: 'publishedAt',
      direction: 'desc',
    });
  });

  it("opens the document named by the page's ?doc= parameter", async () => {
    window.history.replaceState({}, '', '/documents?doc=doc-us-0501');
    const el = mount({ country: 'us', lang: 'en' });
    await waitFor(
      () =>
        expect(shadow(el).querySelector('[role="dialog"] h2')?.textContent).toBe(
          'AN Portal Kit demo video',
        ),
      { timeout: 5000 },
    );
    await waitFor(() => expect(shadow(el).querySelector('[role="dialog"] video')).not.toBeNull());
  });

  it('renders every part it lists: an image in the preview, a search with no match', async () => {
    const user = userEvent.setup();
    // A label image opened from the page's ?doc= parameter: the preview dialog and its viewport.
    window.history.replaceState({}, '', '/documents?doc=doc-us-0201');
    const viewer = mount({ country: 'us', lang: 'en' });
    const part = (el: Element, name: string) => shadow(el).querySelector(`[part~="${name}"]`);
    await waitFor(() => expect(part(viewer, 'viewport')).not.toBeNull(), { timeout: 5000 });
    for (const name of ['dialog', 'dialog-title', 'dialog-body', 'dialog-close', 'preview']) {
      expect(part(viewer, name), name).not.toBeNull();
    }
    viewer.remove();
    window.history.replaceState({}, '', '/');
    // Labels searched for a term none has: the empty state, with its two ways out.
    const el = mount({ country: 'us', lang: 'en', 'doc-type': 'label' });
    await waitFor(() => expect(titles(el).length).toBeGreaterThan(0), { timeout: 5000 });
    await user.type(
      within(shadow(el) as unknown as HTMLElement).getByRole('searchbox', {
        name: 'Search documents',
      }),
      'zzz',
    );
    await waitFor(() => expect(part(el, 'empty-state')).not.toBeNull());
    expect(part(el, 'secondary')?.textContent).toBe('Clear search');
    expect(part(el, 'ghost')).not.toBeNull();
  });
});
