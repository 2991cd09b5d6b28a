import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch } from '@anp/core/testing';
import { SAMPLE_FILES, previewRoutes } from './fixtures/preview-routes';
import { documentPreviewElement } from './document-preview.element';

function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement('anp-document-preview');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
let fake: ReturnType<typeof installFakeFetch>;
/** The calls the page made, as `METHOD path`. */
const calls = () => fake.calls.map((c) => `${c.method} ${c.path}`);

beforeEach(() => {
  fake = installFakeFetch(previewRoutes());
  documentPreviewElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(async () => {
  document.body.innerHTML = '';
  // The elements unmount a macrotask after leaving the page.
  await new Promise((r) => setTimeout(r, 0));
  fake.restore();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-document-preview> on a plain page', () => {
  it('shows the document named by its attribute inside its shadow root', async () => {
    const el = mount({
      country: 'us',
      lang: 'en',
      'document-id': 'doc-jpeg',
      title: 'Label photo: Cattle Mineral Block',
    });
    await waitFor(
      () =>
        expect(
          shadow(el).querySelector('img[alt="Label photo: Cattle Mineral Block"]'),
        ).not.toBeNull(),
      { timeout: 5000 },
    );
    const img = shadow(el).querySelector('img');
    expect(img?.getAttribute('src')).toBe(SAMPLE_FILES['doc-jpeg']?.url);
    expect(shadow(el).querySelector('h2')?.textContent).toBe('Label photo: Cattle Mineral Block');
    expect(calls()).toContain('GET documents/getPreviewURL/doc-jpeg');
    // Another document when the attribute changes.
    el.setAttribute('document-id', 'doc-mp4');
    await waitFor(() => expect(shadow(el).querySelector('video')).not.toBeNull());
  });

  it('stays empty without a document id, and asks for nothing', async () => {
    const el = mount({ country: 'us', lang: 'en' });
    await new Promise((r) => setTimeout(r, 50));
    expect(shadow(el).querySelector('section')).toBeNull();
    expect(calls().filter((c) => c.includes('documents'))).toEqual([]);
  });
});
