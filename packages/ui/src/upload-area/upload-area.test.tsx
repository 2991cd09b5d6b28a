import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  KitRoot,
  PortalError,
  registeredNamespaces,
  resolveConfig,
  translationProblems,
} from '@anp/core';
import { getActiveElement } from '../dom';
import {
  UPLOAD_AREA_NAMESPACE,
  UploadArea,
  useUploadQueue,
  type UploadAreaProps,
  type UploadRules,
} from './index';

const MB = 1024 * 1024;

/** The reference API's complaint rules: documents and photos, 10 MB each, at most 3 files here. */
const rules: UploadRules = {
  maxFileBytes: 10 * MB,
  maxFiles: 3,
  accepted: [
    { extension: 'pdf', mimeType: 'application/pdf' },
    { extension: 'jpg', mimeType: 'image/jpeg' },
    { extension: 'png', mimeType: 'image/png' },
  ],
};

function file(name: string, size = 2048, type = ''): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

/** One upload the test settles by hand: progress, success or failure. */
interface Sending {
  file: File;
  signal: AbortSignal;
  progress(loaded: number, total: number): void;
  succeed(id: string): void;
  fail(error: unknown): void;
}

/** A fake server: records each upload and lets the test settle it. */
function fakeServer() {
  const sending: Sending[] = [];
  const upload = vi.fn(
    (file: File, onProgress: (loaded: number, total: number) => void, signal: AbortSignal) =>
      new Promise<{ id: string }>((resolve, reject) => {
        sending.push({
          file,
          signal,
          progress: (loaded, total) => act(() => onProgress(loaded, total)),
          succeed: (id) => resolve({ id }),
          fail: (error) => reject(error),
        });
      }),
  );
  const remove = vi.fn((_id: string) => Promise.resolve());
  const find = (name: string) => {
    const found = sending.find((s) => s.file.name === name);
    if (!found) throw new Error(`${name} was not sent`);
    return found;
  };
  return { sending, upload, remove, find };
}

type Server = ReturnType<typeof fakeServer>;

/** A form's attachment field: the queue and the area, as the complaint modal wires them. */
function Field({
  server,
  areaProps,
  onIds,
}: {
  server: Server;
  areaProps?: Partial<UploadAreaProps>;
  onIds?: (ids: string[], busy: boolean) => void;
}) {
  const queue = useUploadQueue({ upload: server.upload, remove: server.remove, rules });
  onIds?.(queue.uploadedIds, queue.busy);
  return (
    <>
      <UploadArea
        items={queue.items}
        rules={rules}
        onFiles={queue.add}
        onRemove={queue.remove}
        onRetry={queue.retry}
        {...areaProps}
      />
      <button type="button" onClick={queue.reset}>
        Start over
      </button>
      <button
        type="button"
        onClick={() =>
          queue.restore([
            { id: 'doc-7', name: 'kept.pdf', size: 245 * 1024, type: 'application/pdf' },
          ])
        }
      >
        Restore
      </button>
    </>
  );
}

function setup(
  options: {
    areaProps?: Partial<UploadAreaProps>;
    country?: string;
    lang?: string;
    onIds?: (ids: string[], busy: boolean) => void;
  } = {},
) {
  const { country = 'us', lang = 'en' } = options;
  const server = fakeServer();
  // "All files" chosen in the system picker: the input's accept filter does not hold files back.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <KitRoot config={resolveConfig({ country, lang }, {})} swrCache={new Map()}>
      <Field server={server} areaProps={options.areaProps} onIds={options.onIds} />
    </KitRoot>,
  );
  return { server, user, ...view };
}

const fileInput = (root: ParentNode = document) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const browse = () => screen.getByRole('button', { name: 'Browse files' });
const list = () => screen.getByRole('list', { name: 'Files to attach' });
const row = (name: string) => {
  const item = within(list())
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name));
  if (!item) throw new Error(`${name} is not listed`);
  return item;
};
const status = () => screen.getByRole('status');

/** What a drag of files from the desktop carries. */
const dataTransferOf = (files: File[]) => ({
  files,
  items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
  types: ['Files'],
});

describe('given an empty upload area', () => {
  it('names the area, offers Browse files and writes the accepted kinds and limits', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Attachments' });
    expect(within(group).getByText('Drag and drop files here')).toBeTruthy();
    expect(browse().getAttribute('type')).toBe('button');
    expect(
      within(group).getByText('PDF, JPG, PNG. Up to 10 MB each, at most 3 files.'),
    ).toBeTruthy();
    expect(browse().getAttribute('aria-describedby')).toContain(
      within(group).getByText(/^PDF, JPG, PNG/).id,
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('Browse files opens the system file picker, by mouse and by keyboard', async () => {
    const { user } = setup();
    const click = vi.spyOn(fileInput(), 'click');
    // The drop zone and the hidden input take no stop of their own: Tab goes to the button.
    await user.tab();
    expect(getActiveElement(document)).toBe(browse());
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
    await user.click(browse());
    expect(click).toHaveBeenCalledTimes(3);
  });

  it('filters the system picker by the accepted extensions and types', () => {
    setup();
    expect(fileInput().getAttribute('accept')).toBe(
      '.pdf,.jpg,.png,application/pdf,image/jpeg,image/png',
    );
  });

  it('its strings exist in English, Spanish and Portuguese with the same placeholders', () => {
    const bundle = registeredNamespaces().get(UPLOAD_AREA_NAMESPACE);
    expect(bundle).toBeDefined();
    expect(bundle && translationProblems(UPLOAD_AREA_NAMESPACE, bundle)).toEqual([]);
  });
});

describe('given files chosen with Browse files', () => {
  it('lists each with its size and uploads it, showing the progress as a bar and as text', async () => {
    const { user, server } = setup();
    await user.upload(fileInput(), [file('delivery-note.pdf', 245 * 1024)]);
    expect(server.upload).toHaveBeenCalledTimes(1);
    const item = row('delivery-note.pdf');
    expect(within(item).getByText('245 KB')).toBeTruthy();
    const bar = within(item).getByRole('progressbar', { name: 'Uploading delivery-note.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    server.find('delivery-note.pdf').progress(100 * 1024, 245 * 1024);
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(item).getByText('40%')).toBeTruthy();
  });

  it('shows a check and announces the file once it is uploaded', async () => {
    const { user, server } = setup();
    await user.upload(fileInput(), [file('a.pdf')]);
    await act(async () => server.find('a.pdf').succeed('doc-1'));
    const item = row('a.pdf');
    expect(within(item).getByText('Uploaded')).toBeTruthy();
    expect(within(item).queryByRole('progressbar')).toBeNull();
    expect(status().textContent).toBe('a.pdf uploaded.');
  });
});

describe('given files uploaded before the page was reloaded', () => {
  it('lists them as uploaded with their size and ids, sends nothing, and Remove deletes them', async () => {
    const onIds = vi.fn();
    const { user, server } = setup({ onIds });
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    // Twice: a file is listed once.
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    const item = row('kept.pdf');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(item).getByText('Uploaded')).toBeTruthy();
    expect(within(item).getByText('245 KB')).toBeTruthy();
    expect(server.upload).not.toHaveBeenCalled();
    expect(onIds).toHaveBeenLastCalledWith(['doc-7'], false);
    // The same file chosen again is a duplicate of the restored one.
    await user.upload(fileInput(), [file('kept.pdf', 245 * 1024)]);
    expect(server.upload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove kept.pdf' }));
    expect(server.remove).toHaveBeenCalledWith('doc-7');
  });
});

describe('given files dropped on the zone', () => {
  it('shows the active state while files are dragged over it, and takes the dropped files', async () => {
    const { server } = setup();
    const zone = browse().parentElement as HTMLElement;
    const files = [file('photo.jpg', 3000, 'image/jpeg')];
    const dataTransfer = dataTransferOf(files);
    fireEvent.dragEnter(zone, { dataTransfer });
    await waitFor(() => expect(screen.getByText('Drop the files to attach them')).toBeTruthy());
    expect(zone.getAttribute('data-drag-active')).toBe('true');
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() => expect(server.upload).toHaveBeenCalledTimes(1));
    expect(row('photo.jpg')).toBeTruthy();
    expect(screen.getByText('Drag and drop files here')).toBeTruthy();
  });
});

describe('given files the rules refuse', () => {
  it('lists each refusal in words and announces it, without uploading', async () => {
    const { user, server } = setup();
    await user.upload(fileInput(), [
      file('virus.exe', 100, 'application/x-msdownload'),
      file('scan.png', 12.4 * MB, 'image/png'),
      file('blank.pdf', 0),
    ]);
    expect(server.upload).not.toHaveBeenCalled();
    expect(
      within(row('virus.exe')).getByText(
        'Not accepted: .exe files cannot be attached. Accepted: PDF, JPG, PNG.',
      ),
    ).toBeTruthy();
    expect(
      within(row('scan.png')).getByText('Too large: 12.4 MB; the limit is 10 MB.'),
    ).toBeTruthy();
    expect(within(row('blank.pdf')).getByText('Not accepted: the file is empty.')).toBeTruthy();
    expect(status().textContent).toBe(
      'virus.exe not accepted: .exe files cannot be attached. Accepted: PDF, JPG, PNG. ' +
        'scan.png too large: 12.4 MB; the limit is 10 MB. ' +
        'blank.pdf not accepted: the file is empty.',
    );
  });

  it('refuses the files over the count and keeps the first ones', async () => {
    const { user, server } = setup();
    await user.upload(fileInput(), [file('1.pdf'), file('2.pdf'), file('3.pdf'), file('4.pdf')]);
    expect(server.upload).toHaveBeenCalledTimes(2);
    expect(
      within(row('4.pdf')).getByText('Not added: at most 3 files can be attached.'),
    ).toBeTruthy();
  });
});

describe('given several files to upload', () => {
  it('sends at most two at a time, the next when one ends', async () => {
    const { user, server } = setup();
    await user.upload(fileInput(), [file('1.pdf'), file('2.pdf'), file('3.pdf')]);
    expect(server.sending.map((s) => s.file.name)).toEqual(['1.pdf', '2.pdf']);
    expect(within(row('3.pdf')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    await act(async () => server.find('1.pdf').succeed('doc-1'));
    expect(server.sending.map((s) => s.file.name)).toEqual(['1.pdf', '2.pdf', '3.pdf']);
  });

  it('gives the caller the ids of the uploaded files and says when none is in flight', async () => {
    const onIds = vi.fn();
    const { user, server } = setup({ onIds });
    await user.upload(fileInput(), [file('1.pdf'), file('2.pdf')]);
    expect(onIds).toHaveBeenLastCalledWith([], true);
    await act(async () => server.find('2.pdf').succeed('doc-2'));
    await act(async () => server.find('1.pdf').succeed('doc-1'));
    expect(onIds).toHaveBeenLastCalledWith(['doc-1', 'doc-2'], false);
  });
});

describe('given an upload that fails', () => {
  it('keeps the file with the reason in words and Retry, which sends it again', async () => {
    const { user, server } = setup();
    await user.upload(fileInput(), [file('a.pdf')]);
    await act(async () =>
      server.find('a.pdf').fail(new PortalError({ code: 'SERVER', status: 500 })),
    );
    const item = row('a.pdf');
    expect(within(item).getByText(/^Not uploaded: /)).toBeTruthy();
    expect(status().textContent).toMatch(/^a\.pdf: Not uploaded: /);
    await user.click(within(item).getByRole('button', { name: 'Retry a.pdf' }));
    expect(server.upload).toHaveBeenCalledTimes(2);
    expect(within(row('a.pdf')).getByRole('progressbar')).toBeTruthy();
  });

  it.each([413, 415])('shows the server’s own words for a %i refusal', async (status) => {
    const { user, server } = setup();
    await user.upload(fileInput(), [file('a.pdf')]);
    const refusal = new PortalError({
      code: 'BAD_REQUEST',
      status,
      serverMessage: 'The file is larger than the 10 MB the server accepts.',
    });
    await act(async () => server.find('a.pdf').fail(refusal));
    expect(
      within(row('a.pdf')).getByText(
        'Not uploaded: The file is larger than the 10 MB the server accepts.',
      ),
    ).toBeTruthy();
  });
});

describe('given files in the list', () => {
  it('Remove on an uploaded file deletes it on the server and says so', async () => {
    const { user, server } = setup();
    await user.upload(fileInput(), [file('a.pdf'), file('b.pdf')]);
    await act(async () => server.find('a.pdf').succeed('doc-1'));
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(server.remove).toHaveBeenCalledWith('doc-1');
    expect(screen.queryByText('a.pdf')).toBeNull();
    expect(status().textContent).toBe('a.pdf removed.');
    // Focus moves to the next file's Remove.
    expect(getActiveElement(document)).toBe(screen.getByRole('button', { name: 'Remove b.pdf' }));
  });

  it('Remove on a file being sent aborts its upload', async () => {
    const { user, server } = setup();
    await user.upload(fileInput(), [file('a.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(server.find('a.pdf').signal.aborted).toBe(true);
    expect(server.remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).toBeNull();
    expect(getActiveElement(document)).toBe(browse());
  });

  it('Remove on a refused file only takes it off the list', async () => {
    const { user, server } = setup();
    await user.upload(fileInput(), [file('b.exe')]);
    await user.click(screen.getByRole('button', { name: 'Remove b.exe' }));
    expect(server.remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a failed delete brings the file back with the reason', async () => {
    const { user, server } = setup();
    server.remove.mockRejectedValueOnce(new PortalError({ code: 'SERVER', status: 500 }));
    await user.upload(fileInput(), [file('a.pdf')]);
    await act(async () => server.find('a.pdf').succeed('doc-1'));
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(await screen.findByText(/^Not removed: /)).toBeTruthy();
    expect(row('a.pdf')).toBeTruthy();
  });

  it('Start over aborts every upload and empties the list', async () => {
    const { user, server } = setup();
    await user.upload(fileInput(), [file('a.pdf'), file('b.exe')]);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(server.find('a.pdf').signal.aborted).toBe(true);
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('given a list with every state', () => {
  it('has no axe violations, and none in the error state', async () => {
    const { user, server, container, rerender } = setup();
    await user.upload(fileInput(), [file('a.pdf'), file('b.pdf'), file('c.exe')]);
    await act(async () => server.find('a.pdf').succeed('doc-1'));
    await act(async () => server.find('b.pdf').fail(new Error('offline')));
    expect((await axe.run(container)).violations).toEqual([]);
    rerender(
      <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})} swrCache={new Map()}>
        <Field server={server} areaProps={{ invalid: true, describedBy: 'attach-error' }} />
        <p id="attach-error">Attach the delivery note.</p>
      </KitRoot>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('Retry and Remove are reached and pressed with the keyboard', async () => {
    const { user, server } = setup();
    await user.upload(fileInput(), [file('a.pdf')]);
    await act(async () => server.find('a.pdf').fail(new Error('offline')));
    await user.tab();
    expect(getActiveElement(document)).toBe(browse());
    await user.tab();
    expect(getActiveElement(document)).toBe(screen.getByRole('button', { name: 'Retry a.pdf' }));
    await user.keyboard('{Enter}');
    expect(server.upload).toHaveBeenCalledTimes(2);
    // Retry leaves with the failure: focus is not lost, it goes to the row's Remove.
    expect(getActiveElement(document)).toBe(screen.getByRole('button', { name: 'Remove a.pdf' }));
    await user.keyboard(' ');
    expect(server.sending[1]?.signal.aborted).toBe(true);
    expect(getActiveElement(document)).toBe(browse());
  });
});

describe('given an area in the error state', () => {
  it('marks Browse files invalid and describes it with the form’s message too', () => {
    setup({ areaProps: { invalid: true, describedBy: 'attach-error' } });
    expect(browse().getAttribute('aria-invalid')).toBe('true');
    expect(browse().getAttribute('aria-describedby')?.split(' ')).toContain('attach-error');
  });
});

describe('given a disabled area (the form is being sent)', () => {
  it('takes no files by browse or drop, and its buttons cannot be pressed', async () => {
    const server = fakeServer();
    const items = [
      { key: 'k1', file: file('a.pdf'), status: 'done' as const, progress: 1, remoteId: 'doc-1' },
    ];
    const onFiles = vi.fn();
    const onRemove = vi.fn();
    render(
      <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})} swrCache={new Map()}>
        <UploadArea items={items} rules={rules} onFiles={onFiles} onRemove={onRemove} disabled />
      </KitRoot>,
    );
    expect((browse() as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Remove a.pdf' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const zone = browse().parentElement as HTMLElement;
    const files = [file('b.pdf')];
    fireEvent.drop(zone, { dataTransfer: dataTransferOf(files) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onFiles).not.toHaveBeenCalled();
    expect(server.upload).not.toHaveBeenCalled();
  });
});

describe('given the form is closed while files are being sent', () => {
  it('aborts the uploads in flight', async () => {
    const { user, server, unmount } = setup();
    await user.upload(fileInput(), [file('a.pdf'), file('b.pdf')]);
    unmount();
    expect(server.sending.map((s) => s.signal.aborted)).toEqual([true, true]);
  });
});

describe('given a Spanish page in Mexico', () => {
  it('speaks Spanish, with the market’s number format', async () => {
    const { user, server } = setup({ country: 'mx', lang: 'es' });
    expect(await screen.findByRole('button', { name: 'Buscar archivos' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Archivos adjuntos' })).toBeTruthy();
    expect(
      screen.getByText('PDF, JPG, PNG. Hasta 10 MB cada uno, 3 archivos como máximo.'),
    ).toBeTruthy();
    await user.upload(screen.getByRole('group').querySelector('input') as HTMLInputElement, [
      file('foto.png', 12.4 * MB),
      file('guía.pdf', 1536),
    ]);
    expect(screen.getByText('Demasiado grande: 12.4 MB; el límite es 10 MB.')).toBeTruthy();
    await act(async () => server.find('guía.pdf').succeed('doc-1'));
    expect(screen.getByText('Subido')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('guía.pdf subido.');
    expect(screen.getByRole('button', { name: 'Quitar guía.pdf' })).toBeTruthy();
  });

  it('in Brazil, Portuguese with a decimal comma', async () => {
    const { user } = setup({ country: 'br', lang: 'pt' });
    expect(await screen.findByRole('button', { name: 'Procurar arquivos' })).toBeTruthy();
    await user.upload(fileInput(), [file('foto.png', 12.4 * MB), file('nota.exe', 10)]);
    expect(screen.getByText('Grande demais: 12,4 MB; o limite é 10 MB.')).toBeTruthy();
    expect(
      screen.getByText('Não aceito: arquivos .exe não podem ser anexados. Aceitos: PDF, JPG, PNG.'),
    ).toBeTruthy();
  });
});

describe('given an upload area inside a shadow root', () => {
  it('takes browsed and dropped files, and keeps its styles and focus inside', async () => {
    const host = document.createElement('anp-test-complaint');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const server = fakeServer();
    const user = userEvent.setup({ applyAccept: false });
    const view = render(
      <KitRoot
        config={resolveConfig({ country: 'us', lang: 'en' }, {})}
        shadowRoot={shadow}
        host={host}
        swrCache={new Map()}
      >
        <Field server={server} />
      </KitRoot>,
      { container: mount },
    );
    const browseButton = view.getByRole('button', { name: 'Browse files' });
    expect(shadow.contains(browseButton)).toBe(true);
    expect(shadow.querySelector('style')).not.toBeNull();

    const click = vi.spyOn(fileInput(shadow), 'click');
    await user.click(browseButton);
    expect(click).toHaveBeenCalledTimes(1);
    await user.upload(fileInput(shadow), [file('a.pdf')]);
    expect(server.upload).toHaveBeenCalledTimes(1);

    const zone = browseButton.parentElement as HTMLElement;
    const files = [file('b.png', 300, 'image/png')];
    fireEvent.dragEnter(zone, { dataTransfer: dataTransferOf(files) });
    await waitFor(() => expect(zone.getAttribute('data-drag-active')).toBe('true'));
    fireEvent.drop(zone, { dataTransfer: dataTransferOf(files) });
    await waitFor(() => expect(server.upload).toHaveBeenCalledTimes(2));

    await user.click(view.getByRole('button', { name: 'Remove a.pdf' }));
    expect(shadow.activeElement).toBe(view.getByRole('button', { name: 'Remove b.png' }));
    host.remove();
  });
});
