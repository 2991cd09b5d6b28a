import type { Story } from '@ladle/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { KitRoot, PortalError, resolveConfig, useKitTranslation } from '@anp/core';
import { NS } from './i18n';
import { refusalText } from './messages';
import {
  UploadArea,
  useUploadQueue,
  type RefusalReason,
  type UploadAreaProps,
  type UploadItem,
  type UploadRules,
} from './index';

export default { title: 'UI / Upload area' };

const MB = 1024 * 1024;

/** The reference API's complaint rules. */
const rules: UploadRules = {
  maxFileBytes: 10 * MB,
  maxFiles: 10,
  accepted: [
    { extension: 'pdf', mimeType: 'application/pdf' },
    { extension: 'jpg', mimeType: 'image/jpeg' },
    { extension: 'jpeg', mimeType: 'image/jpeg' },
    { extension: 'png', mimeType: 'image/png' },
    {
      extension: 'docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    {
      extension: 'xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  ],
};

function file(name: string, size: number, type = ''): File {
  const f = new File([], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const noop = () => undefined;

function Frame({ children }: { children: ReactNode }) {
  return <div style={{ maxWidth: '40rem', padding: '1rem' }}>{children}</div>;
}

/** The area with a fixed list, as a form shows it at one moment. */
function Still({ items = [], ...props }: Partial<UploadAreaProps>) {
  return (
    <Frame>
      <UploadArea
        items={items}
        rules={rules}
        onFiles={noop}
        onRemove={noop}
        onRetry={noop}
        {...props}
      />
    </Frame>
  );
}

/** A refused item with its message in the page language, as the queue writes it. */
function useRefused(): (key: string, f: File, reason: RefusalReason) => UploadItem {
  const { t } = useKitTranslation(NS);
  return (key, f, reason) => ({
    key,
    file: f,
    status: 'refused',
    progress: 0,
    reason,
    error: refusalText(t, f, reason, rules, 'us').shown,
  });
}

/** Nothing chosen yet: the drop zone, Browse files and the limits. */
export const Empty: Story = () => <Still />;

/** Files dragged over the zone: the solid outline and "Drop the files to attach them". */
export const Dragging: Story = () => {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const zone = ref.current?.querySelector('#dragging-browse')?.parentElement;
    if (!zone || typeof DataTransfer === 'undefined') return;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF'], 'delivery-note.pdf', { type: 'application/pdf' }));
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer: transfer }));
  }, []);
  return (
    <div ref={ref}>
      <Still id="dragging-browse" />
    </div>
  );
};

function MixedList() {
  const refused = useRefused();
  const items: UploadItem[] = [
    {
      key: '1',
      file: file('delivery-note-4471.pdf', 245 * 1024),
      status: 'done',
      progress: 1,
      remoteId: 'doc-1',
    },
    {
      key: '2',
      file: file('torn-bags-pallet-3.jpg', 3.4 * MB),
      status: 'uploading',
      progress: 0.42,
    },
    {
      key: '3',
      file: file('lot-label-close-up.png', 1.2 * MB),
      status: 'uploading',
      progress: 0.08,
    },
    { key: '4', file: file('lab-analysis.xlsx', 88 * 1024), status: 'uploading', progress: 0 },
    refused('5', file('setup.exe', 2.1 * MB), 'type'),
  ];
  return <Still items={items} />;
}

/** Uploads on their way: one done, two sending (at most two at a time), one waiting, one refused. */
export const MixedListWithProgress: Story = () => <MixedList />;

function RefusedList() {
  const refused = useRefused();
  return (
    <Still
      items={[
        refused('1', file('invoice.exe', 512 * 1024), 'type'),
        refused('2', file('warehouse-video.mp4', 48.7 * MB), 'type'),
        refused('3', file('feed-bin-photo.jpg', 12.4 * MB), 'size'),
        refused('4', file('empty-scan.pdf', 0), 'empty'),
        refused('5', file('notes', 2048), 'type'),
        refused('6', file('eleventh-photo.jpg', 900 * 1024), 'count'),
      ]}
    />
  );
}

/** Every refusal in words: kind, kind without extension, size, empty file, count. */
export const Refused: Story = () => <RefusedList />;

/** An upload that failed stays listed with the reason, Retry and Remove. */
export const Failed: Story = () => (
  <Still
    items={[
      {
        key: '1',
        file: file('delivery-note-4471.pdf', 245 * 1024),
        status: 'done',
        progress: 1,
        remoteId: 'doc-1',
      },
      {
        key: '2',
        file: file('torn-bags-pallet-3.jpg', 3.4 * MB),
        status: 'failed',
        progress: 0.6,
        error: 'Not uploaded: The connection was lost. Check your network and try again.',
      },
      {
        key: '3',
        file: file('scan-0012.pdf', 9.8 * MB),
        status: 'failed',
        progress: 0,
        error: 'Not uploaded: The file is larger than the server accepts.',
      },
    ]}
  />
);

/** A required upload left empty: the form's error state and message. */
export const Invalid: Story = () => (
  <Frame>
    <UploadArea
      items={[]}
      rules={rules}
      onFiles={noop}
      onRemove={noop}
      invalid
      describedBy="attachments-error"
      label="Photos of the damage"
    />
    <p id="attachments-error" style={{ color: '#b3261e', fontSize: '0.875rem' }}>
      Attach at least one photo of the damage.
    </p>
  </Frame>
);

/** While the form is being sent: nothing can be added, retried or removed. */
export const Disabled: Story = () => (
  <Still
    disabled
    items={[
      {
        key: '1',
        file: file('delivery-note-4471.pdf', 245 * 1024),
        status: 'done',
        progress: 1,
        remoteId: 'doc-1',
      },
    ]}
  />
);

/** A fake server: progress in steps; files named "fail…" fail, so Retry can be tried. */
function fakeUpload(
  f: File,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
): Promise<{ id: string }> {
  return new Promise((resolve, reject) => {
    const total = Math.max(f.size, 1);
    let sent = 0;
    const timer = window.setInterval(() => {
      sent = Math.min(total, sent + total / 12);
      onProgress(sent, total);
      if (f.name.toLowerCase().startsWith('fail') && sent >= total / 2) {
        window.clearInterval(timer);
        reject(new PortalError({ code: 'NETWORK' }));
      } else if (sent >= total) {
        window.clearInterval(timer);
        resolve({ id: `doc-${Math.random().toString(36).slice(2, 8)}` });
      }
    }, 250);
    signal.addEventListener('abort', () => {
      window.clearInterval(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

function Live({ label }: { label?: string }) {
  const queue = useUploadQueue({ upload: fakeUpload, remove: () => Promise.resolve(), rules });
  return (
    <Frame>
      <UploadArea
        items={queue.items}
        rules={rules}
        onFiles={queue.add}
        onRemove={queue.remove}
        onRetry={queue.retry}
        label={label}
      />
      <p style={{ fontSize: '0.875rem' }}>
        {queue.busy ? 'Sending…' : 'Idle'} · uploaded ids:{' '}
        <code>{queue.uploadedIds.join(', ') || '—'}</code>
      </p>
    </Frame>
  );
}

/** With the queue and a fake server: drop or browse real files; names starting "fail" fail. */
export const WithQueue: Story = () => <Live />;

/** A phone: the actions wrap under the file's facts. */
export const Narrow: Story = () => <MixedList />;
Narrow.meta = { width: 360 };

function Market({
  country,
  lang,
  children,
}: {
  country: string;
  lang: string;
  children: ReactNode;
}) {
  const [config] = useState(() => resolveConfig({ country, lang }, {}));
  return <KitRoot config={config}>{children}</KitRoot>;
}

/** A Mexican page: the strings in Spanish. */
export const Spanish: Story = () => (
  <Market country="mx" lang="es">
    <SpanishList />
  </Market>
);

function SpanishList() {
  const refused = useRefused();
  const items: UploadItem[] = [
    {
      key: '1',
      file: file('remision-4471.pdf', 245 * 1024),
      status: 'done',
      progress: 1,
      remoteId: 'doc-1',
    },
    { key: '2', file: file('bultos-rotos.jpg', 3.4 * MB), status: 'uploading', progress: 0.42 },
    refused('3', file('instalador.exe', 2.1 * MB), 'type'),
  ];
  return <Still items={items} />;
}

/** A Brazilian page with the queue: Portuguese, sizes with a decimal comma. */
export const PortugueseWithQueue: Story = () => (
  <Market country="br" lang="pt">
    <Live />
  </Market>
);

function ShadowHost({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (node) setRoot(node.shadowRoot ?? node.attachShadow({ mode: 'open' }));
  }, []);
  // Ladle copies CSSOM rules into its own head, out of the shadow root; text style tags stay.
  return (
    <div ref={ref}>
      {root &&
        createPortal(
          <StyleSheetManager target={root} disableCSSOMInjection>
            <Market country="us" lang="en">
              {children}
            </Market>
          </StyleSheetManager>,
          root,
        )}
    </div>
  );
}

/** As inside a custom element: drop and browse work, styles and focus stay in the shadow root. */
export const InsideAShadowRoot: Story = () => (
  <ShadowHost>
    <Live />
  </ShadowHost>
);
