import { useEffect, useState } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, PortalError, resolveConfig, type Language } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { browserFiles } from '@anp/document-preview/fixtures';
import {
  failing,
  fileAnswer,
  never,
  previewAnswer,
  withDownloads,
} from '@anp/document-preview/fixtures';
import type { DocumentSummary } from '@anp/core/services/documents';
import { Documents, type DocumentsProps } from './documents';
import { BR_DOCUMENTS, MX_DOCUMENTS, US_DOCUMENTS, documentRoutes, sampleFileOf } from './fixtures';

export default { title: 'Documents' };

/** The sample file (made in the browser) that shows a document of each file type. */
const SAMPLE_OF: Record<string, string> = {
  pdf: 'doc-pdf',
  tiff: 'doc-tiff',
  png: 'doc-png',
  jpeg: 'doc-jpeg',
  mp4: 'doc-mp4',
};

interface DemoProps extends DocumentsProps {
  documents?: DocumentSummary[];
  country?: string;
  lang?: Language;
  routes?: FakeRoutes;
  /** A download failure to answer instead of the file. */
  downloadFails?: PortalError;
}

/** The list over a fake backend; each preview opens a real file of the document's type. */
function Demo({
  documents = US_DOCUMENTS,
  country = 'us',
  lang = 'en',
  routes,
  downloadFails,
  ...props
}: DemoProps) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country, lang }, {});
    const previews: FakeRoutes = {};
    for (const doc of documents) {
      previews[`GET documents/getPreviewURL/${doc.id}`] = async () => {
        const { files } = await browserFiles();
        const sample = files[SAMPLE_OF[doc.fileType] ?? ''];
        return previewAnswer({ ...sampleFileOf(doc), ...(sample ? { url: sample.url } : {}) });
      };
    }
    const backend = fakeBackend(config, documentRoutes(documents, { ...previews, ...routes }), {
      delayMs: 200,
    });
    const services = withDownloads(backend.services, async (id) => {
      if (downloadFails) throw downloadFails;
      const doc = documents.find((d) => d.id === id);
      const { bytes } = await browserFiles();
      return fileAnswer(
        bytes[SAMPLE_OF[doc?.fileType ?? ''] ?? ''] ?? new Uint8Array(0),
        doc?.fileName ?? `${id}.bin`,
        doc?.mimeType ?? 'application/octet-stream',
      );
    });
    return { config, services, cache: new Map() };
  });
  const [opened, setOpened] = useState<string | null>(props.openDocument ?? null);
  useEffect(() => {
    void browserFiles();
  }, []);
  return (
    <KitRoot config={setup.config} services={setup.services} swrCache={setup.cache}>
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <Documents {...props} openDocument={opened} onOpenChange={setOpened} />
      </main>
    </KitRoot>
  );
}

export const AllDocuments: Story = () => <Demo />;

export const Searching: Story = () => <Demo searchTerm="label" />;

export const PriceListsOnly: Story = () => <Demo docType="pricelist" sort="title" />;

export const PreviewOpenPdf: Story = () => <Demo openDocument="doc-us-0001" />;

export const PreviewOpenTiff: Story = () => <Demo openDocument="doc-us-0401" pageSize={30} />;

export const PreviewOpenVideo: Story = () => <Demo openDocument="doc-us-0501" />;

export const Loading: Story = () => <Demo routes={{ 'GET documents': never }} />;

export const NoDocuments: Story = () => <Demo documents={[]} />;

export const NoMatch: Story = () => <Demo searchTerm="tractor" />;

export const ListFails: Story = () => <Demo routes={{ 'GET documents': failing }} />;

export const DownloadTooBig: Story = () => (
  <Demo
    documents={US_DOCUMENTS.slice(0, 4)}
    downloadFails={new PortalError({ code: 'FILE_TOO_BIG', serverCode: 'ERRDD001' })}
  />
);

export const MexicoSpanish: Story = () => <Demo documents={MX_DOCUMENTS} country="mx" lang="es" />;

export const BrazilPortuguese: Story = () => (
  <Demo documents={BR_DOCUMENTS} country="br" lang="pt" />
);

export const NarrowPhone: Story = () => <Demo />;
NarrowPhone.meta = { width: 375 };
