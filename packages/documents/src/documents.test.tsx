import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { DocumentCard } from './documents.card.view';
import { Documents, type DocumentsProps } from './documents';
import { BR_DOCUMENTS, MX_DOCUMENTS, US_DOCUMENTS, documentRoutes } from './fixtures';
import type { DocumentSummary } from '@anp/core/services/documents';

interface Setup {
  documents?: DocumentSummary[];
  routes?: FakeRoutes;
  props?: DocumentsProps;
  country?: string;
  lang?: 'en' | 'es' | 'pt' | 'ko';
}

function setup({
  documents = US_DOCUMENTS,
  routes,
  props = {},
  country = 'us',
  lang = 'en',
}: Setup = {}) {
  const config = resolveConfig({ country, lang }, {});
  const backend = fakeBackend(config, documentRoutes(documents, routes));
  render(
    <main>
      <h1>Documents</h1>
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <Documents {...props} />
      </KitRoot>
    </main>,
  );
  return { backend };
}

const listCalls = (backend: ReturnType<typeof fakeBackend>) =>
  backend.callsTo('GET documents').map((c) => Object.fromEntries(c.query));
const searchCalls = (backend: ReturnType<typeof fakeBackend>) =>
  backend.callsTo('GET search/documents').map((c) => Object.fromEntries(c.query));

/** The card of a document, found by its title heading. */
async function card(title: string) {
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 3000 });
  return heading.closest('li') as HTMLElement;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('given the US retailer on the documents list', () => {
  it('lists the newest 24 of 28 documents, and pages with Load more', async () => {
    const { backend } = setup();
    expect(await screen.findByText('Showing 24 of 28 documents')).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(24);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more documents' }));
    expect(await screen.findByText('Showing 28 of 28 documents')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more documents' })).toBeNull();
    expect(listCalls(backend)).toEqual([
      { offset: '0', limit: '24', sort: 'publishedAt', direction: 'desc' },
      { offset: '24', limit: '24', sort: 'publishedAt', direction: 'desc' },
    ]);
  });

  it('shows each document with thumbnail, type, title, file facts and published date', async () => {
    setup();
    const own = await card('Price list — Prairie Feed & Supply — March 2026');
    expect(within(own).getByText('Price list')).toBeTruthy();
    expect(within(own).getByText('Your account')).toBeTruthy();
    expect(within(own).getByText('PDF · 51 KB')).toBeTruthy();
    expect(within(own).getByText('Published 01-Mar-2026')).toBeTruthy();
    // The thumbnail is decoration: the title names the card.
    const thumbnail = own.querySelector('img');
    expect(thumbnail?.getAttribute('alt')).toBe('');
    expect(thumbnail?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const market = await card('Price list — Swine and poultry — March 2026');
    expect(within(market).queryByText('Your account')).toBeNull();
    expect(
      within(market).getByRole('button', {
        name: 'Preview Price list — Swine and poultry — March 2026',
      }),
    ).toBeTruthy();
  });

  it('shows the file type when a thumbnail cannot be loaded (an expired signature)', async () => {
    setup();
    const label = await card('Product label — Layer Pellet 16%');
    act(() => void label.querySelector('img')?.dispatchEvent(new Event('error')));
    expect(label.querySelector('img')).toBeNull();
    expect(within(label).getByText('PNG')).toBeTruthy();
  });

  it('searches through search/documents 400 ms after the last key, and clears at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { backend } = setup();
    await screen.findByText('Showing 24 of 28 documents');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const search = screen.getByRole('searchbox', { name: 'Search documents' });
    await user.type(search, 'label');
    act(() => void vi.advanceTimersByTime(399));
    expect(searchCalls(backend)).toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    await waitFor(() =>
      expect(searchCalls(backend)).toEqual([{ q: 'label', offset: '0', limit: '24' }]),
    );
    expect(await screen.findByText('Showing 8 of 8 documents matching “label”')).toBeTruthy();
    // Search results come by relevance: the order is not the user's to choose meanwhile.
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveProperty('disabled', true);
    expect((sort as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Best match');
    await user.keyboard('{Escape}');
    expect((search as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('Showing 24 of 28 documents')).toBeTruthy();
    expect(searchCalls(backend)).toHaveLength(1);
  });

  it('filters by type and sorts by title', async () => {
    const { backend } = setup();
    await screen.findByText('Showing 24 of 28 documents');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Certificate');
    expect(await screen.findByText('Showing 1 of 1 documents')).toBeTruthy();
    expect(await card('ISO 22000 food safety certificate (scan)')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title (A to Z)');
    await waitFor(() =>
      expect(listCalls(backend).at(-1)).toEqual({
        offset: '0',
        limit: '24',
        sort: 'title',
        direction: 'asc',
      }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(
        'AN Portal Kit demo video',
      ),
    );
    expect(listCalls(backend)).toContainEqual({
      offset: '0',
      limit: '24',
      docType: 'certificate',
      sort: 'publishedAt',
      direction: 'desc',
    });
  });

  it('passes axe with the toolbar, the count and the cards', async () => {
    setup();
    await screen.findByText('Showing 24 of 28 documents');
    expect((await axe.run(document.body)).violations).toEqual([]);
  }, 15_000);
});

describe('given nothing to show', () => {
  it('says there are no documents yet', async () => {
    setup({ documents: [] });
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeTruthy();
  });

  it('says nothing matches a search, and clears it', async () => {
    setup({ props: { searchTerm: 'zzz' } });
    expect(await screen.findByRole('heading', { name: 'No documents match “zzz”' })).toBeTruthy();
    // The empty state's own button (the search box has a small one too).
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Clear search' })[1]!);
    expect(await screen.findByText('Showing 24 of 28 documents')).toBeTruthy();
  });

  it('says there is nothing of a type, and shows all types again', async () => {
    setup({
      documents: US_DOCUMENTS.filter((d) => d.docType !== 'video'),
      props: { docType: 'video' },
    });
    expect(await screen.findByRole('heading', { name: 'No videos at the moment' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all types' }));
    expect(await screen.findByText('Showing 24 of 27 documents')).toBeTruthy();
  });
});

describe('given the list cannot be loaded', () => {
  it('says why, and Try again loads it', async () => {
    let calls = 0;
    const routes = documentRoutes(US_DOCUMENTS);
    setup({
      routes: {
        'GET documents': (call) =>
          ++calls === 1
            ? { status: 500, body: { message: 'down' } }
            : routes['GET documents']!(call),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The documents could not be loaded. Internal Server error');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 24 of 28 documents')).toBeTruthy();
  });

  it('shows a labelled spinner meanwhile', async () => {
    setup({ routes: { 'GET documents': () => new Promise(() => {}) } });
    expect(await screen.findAllByText('Loading documents…')).toHaveLength(2);
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('given a document to look at', () => {
  it('opens the preview in a dialog named by its title; Escape closes it and focus returns', async () => {
    const onOpenChange = vi.fn();
    setup({ props: { onOpenChange } });
    const label = await card('Product label — Layer Pellet 16%');
    const user = userEvent.setup();
    const preview = within(label).getByRole('button', { name: /^Preview/ });
    await user.click(preview);
    // The dialog's code is a chunk of its own: the first one of a run takes a moment.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Product label — Layer Pellet 16%' },
      { timeout: 5000 },
    );
    expect(onOpenChange).toHaveBeenLastCalledWith('doc-us-0201');
    expect(
      await within(dialog).findByRole('img', { name: 'Product label — Layer Pellet 16%' }),
    ).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/^Label · PNG · 23 KB · Published 10-Feb-2026$/)).toBeTruthy();
    expect((await axe.run(document.body)).violations).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(null);
    expect(document.activeElement).toBe(preview);
  }, 15_000);

  it('opens the document a link names at once (?doc=)', async () => {
    setup({ props: { openDocument: 'doc-us-0501' } });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'AN Portal Kit demo video' },
      { timeout: 5000 },
    );
    expect(dialog.querySelector('video')).not.toBeNull();
  });

  it('opens a linked document the list has not loaded, named by its file', async () => {
    setup({ props: { openDocument: 'doc-us-0102', pageSize: 2 } });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Document preview' },
      { timeout: 5000 },
    );
    expect(
      await within(dialog).findByRole('heading', { name: 'Ordering portal quick start guide.pdf' }),
    ).toBeTruthy();
  });

  it('ignores a link that names no valid document', async () => {
    setup({ props: { openDocument: '../users' } });
    await screen.findByText('Showing 24 of 28 documents');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('given a download from the list', () => {
  let clicked: string[] = [];
  beforeEach(() => {
    clicked = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:test/1', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves the file under its name and says so', async () => {
    const { backend } = setup();
    const video = await card('AN Portal Kit demo video');
    await userEvent.setup().click(within(video).getByRole('button', { name: /^Download/ }));
    expect(await screen.findByText('AN Portal Kit demo video.mp4 was downloaded.')).toBeTruthy();
    expect(clicked).toEqual(['AN Portal Kit demo video.mp4']);
    expect(backend.callsTo('GET documents/download')[0]?.query.get('id')).toBe('doc-us-0501');
  });

  it('keeps focus on Download while the file arrives and shows the progress of a large one', async () => {
    const config = resolveConfig({ country: 'us', lang: 'en' }, {});
    const backend = fakeBackend(config, documentRoutes(US_DOCUMENTS));
    const doc = US_DOCUMENTS[0];
    if (!doc) throw new Error('fixture');
    const mb = 1024 * 1024;
    const show = (progress: { received: number; total: number | null } | null) => (
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <ul>
          <DocumentCard
            document={doc}
            headingLevel={2}
            downloading={progress !== null}
            downloadProgress={progress}
            downloadError={null}
            onPreview={() => {}}
            onDownload={() => {}}
          />
        </ul>
      </KitRoot>
    );
    const view = render(show({ received: 0, total: 800 * 1024 }));
    const button = await screen.findByRole('button', { name: /^Download/ });
    button.focus();
    // Busy but not disabled, so focus stays; under 1 MB no bar.
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', false);
    view.rerender(show({ received: 3 * mb, total: 12 * mb }));
    const bar = await screen.findByRole('progressbar', { name: `Downloading ${doc.fileName}` });
    expect(bar.getAttribute('max')).toBe(String(12 * mb));
    expect(screen.getByText('3.0 MB of 12 MB (25%)')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      `Downloading ${doc.fileName}: 25% received`,
    );
    view.rerender(show(null));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shows a file too big (ERRDD001) on the card', async () => {
    setup({
      routes: {
        'GET documents/download': () => ({ status: 500, body: { code: 'ERRDD001' } }),
      },
    });
    const video = await card('AN Portal Kit demo video');
    await userEvent.setup().click(within(video).getByRole('button', { name: /^Download/ }));
    expect((await within(video).findByRole('alert')).textContent).toBe(
      'File size is too big to download, please reach out to IT support.',
    );
    expect(clicked).toEqual([]);
  });
});

describe('given other languages', () => {
  it('speaks Spanish on a Mexican page', async () => {
    setup({ documents: MX_DOCUMENTS, country: 'mx', lang: 'es' });
    expect(await screen.findByText('Mostrando 3 de 3 documentos')).toBeTruthy();
    const certificate = await card('Certificado de inocuidad ISO 22000 (escaneado)');
    expect(within(certificate).getByText('Certificado')).toBeTruthy();
    expect(within(certificate).getByText('TIFF · 438 KB')).toBeTruthy();
    expect(within(certificate).getByText('Publicado el 14-Ago-2025')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar documentos' })).toBeTruthy();
  });

  it('speaks Portuguese on a Brazilian page, with its number format', async () => {
    setup({ documents: BR_DOCUMENTS, country: 'br', lang: 'pt' });
    const list = await card('Tabela de preços — Suínos e aves — março 2026');
    expect(within(list).getByText('PDF · 1,2 MB')).toBeTruthy();
    expect(within(list).getByText('Publicado em 01-Mar-2026')).toBeTruthy();
    expect(within(list).getByRole('button', { name: /^Baixar/ })).toBeTruthy();
  });

  it('speaks Korean on a kr/ko page, with Korean months in DD-MMM-YYYY', async () => {
    setup({ documents: BR_DOCUMENTS, country: 'kr', lang: 'ko' });
    const list = await card('Tabela de preços — Suínos e aves — março 2026');
    expect(within(list).getByText('게시일 01-3월-2026')).toBeTruthy();
    expect(within(list).getByRole('button', { name: /^다운로드/ })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: '문서 검색' })).toBeTruthy();
  });

  it('stays English on a kr/en page', async () => {
    setup({ documents: BR_DOCUMENTS, country: 'kr', lang: 'en' });
    const list = await card('Tabela de preços — Suínos e aves — março 2026');
    expect(within(list).getByText('Published 01-Mar-2026')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search documents' })).toBeTruthy();
  });
});
