import { useState } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, PortalError, resolveConfig, type Language } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { DocumentPreview } from './document-preview';
import { browserFiles } from './fixtures/browser-files';
import {
  SAMPLE_FILES,
  failing,
  fileAnswer,
  never,
  previewAnswer,
  withDownloads,
} from './fixtures/preview-routes';

export default { title: 'Document preview' };

interface DemoProps {
  documentId: string;
  title: string;
  country?: string;
  lang?: Language;
  routes?: FakeRoutes;
  /** A download failure to answer instead of the file. */
  downloadFails?: PortalError;
}

/**
 * The preview over a fake backend whose preview URLs point at real files made in the browser
 * (a PDF from the kit's writer, a TIFF, canvas PNG and JPEG, the demo MP4).
 */
function Demo({
  documentId,
  title,
  country = 'us',
  lang = 'en',
  routes,
  downloadFails,
}: DemoProps) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country, lang }, {});
    const previewRoutes: FakeRoutes = {};
    for (const id of Object.keys(SAMPLE_FILES)) {
      previewRoutes[`GET documents/getPreviewURL/${id}`] = async () => {
        const { files } = await browserFiles();
        const file = files[id] ?? SAMPLE_FILES[id];
        return file ? previewAnswer(file) : { status: 404, body: { code: 'NOT_FOUND' } };
      };
    }
    const backend = fakeBackend(config, { ...previewRoutes, ...routes }, { delayMs: 150 });
    const services = withDownloads(backend.services, async (id) => {
      if (downloadFails) throw downloadFails;
      const { bytes } = await browserFiles();
      const sample = SAMPLE_FILES[id];
      return fileAnswer(
        bytes[id] ?? new Uint8Array(0),
        sample?.fileName ?? `${id}.bin`,
        sample?.mimeType ?? 'application/octet-stream',
      );
    });
    return { config, services, cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.services} swrCache={setup.cache}>
      <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
        <DocumentPreview documentId={documentId} title={title} />
      </main>
    </KitRoot>
  );
}

export const Pdf: Story = () => (
  <Demo documentId="doc-pdf" title="Price list — Swine and poultry — March 2026" />
);

export const TiffTwoPages: Story = () => (
  <Demo documentId="doc-tiff" title="ISO 22000 food safety certificate (scan)" />
);

export const Png: Story = () => (
  <Demo documentId="doc-png" title="Product label — Layer Pellet 16%" />
);

export const Jpeg: Story = () => (
  <Demo documentId="doc-jpeg" title="Label photo — Cattle Mineral Block" />
);

export const Mp4: Story = () => <Demo documentId="doc-mp4" title="AN Portal Kit demo video" />;

export const UnsupportedType: Story = () => (
  <Demo documentId="doc-docx" title="Feeding programme" />
);

export const Loading: Story = () => (
  <Demo
    documentId="doc-pdf"
    title="Price list"
    routes={{ 'GET documents/getPreviewURL/doc-pdf': never }}
  />
);

export const PreviewUrlFails: Story = () => (
  <Demo
    documentId="doc-pdf"
    title="Price list"
    routes={{ 'GET documents/getPreviewURL/doc-pdf': failing }}
  />
);

export const DocumentGone: Story = () => <Demo documentId="doc-removed" title="Old price list" />;

export const DownloadTooBig: Story = () => (
  <Demo
    documentId="doc-docx"
    title="Feeding programme (press Download)"
    downloadFails={new PortalError({ code: 'FILE_TOO_BIG', serverCode: 'ERRDD001' })}
  />
);

export const SpanishPdf: Story = () => (
  <Demo
    documentId="doc-pdf"
    title="Lista de precios — Porcinos y aves — marzo 2026"
    country="mx"
    lang="es"
  />
);

export const PortugueseTiff: Story = () => (
  <Demo
    documentId="doc-tiff"
    title="Certificado de segurança de alimentos ISO 22000 (digitalizado)"
    country="br"
    lang="pt"
  />
);

export const NarrowPhonePdf: Story = () => (
  <Demo documentId="doc-pdf" title="Price list — Swine and poultry — March 2026" />
);
NarrowPhonePdf.meta = { width: 375 };
