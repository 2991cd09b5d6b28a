import { formatDisplayDate, useKitContext, useKitTranslation, usePortalContainer } from '@anp/core';
import { Modal } from '@anp/ui/modal';
import { DocumentPreview } from '@anp/document-preview';
import { fileTypeLabel, formatFileSize } from '@anp/document-preview/model';
import { DOCUMENTS_NS } from './i18n';
import type { OpenedDocument } from './use-documents';

export interface PreviewDialogProps {
  opened: OpenedDocument;
  onClose(): void;
}

/**
 * The preview of a document as a modal dialog over the list (ordering.md §2 screen 11): named by
 * the document's title, focus inside while it is open, Escape and Close end it and focus returns
 * to the button that opened it. Loaded with the preview's code on demand.
 */
export default function PreviewDialog({ opened, onClose }: PreviewDialogProps) {
  const { t } = useKitTranslation(DOCUMENTS_NS);
  const { lang, country } = useKitContext();
  const container = usePortalContainer();
  const doc = opened.document;
  const details = doc
    ? [
        t(`kind.${doc.docType}`),
        fileTypeLabel(doc),
        formatFileSize(doc.sizeBytes, country),
        t('published', { date: formatDisplayDate(doc.publishedAt, lang) }),
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      title={doc?.title ?? t('previewTitle')}
      description={details}
      closeLabel={t('close')}
      size="lg"
      container={container}
    >
      <DocumentPreview
        documentId={opened.id}
        // A document opened from a link that the list has not loaded names itself.
        hideHeading={doc !== null}
        headingLevel={3}
        {...(doc ? { title: doc.title, fileName: doc.fileName } : {})}
      />
    </Modal>
  );
}
