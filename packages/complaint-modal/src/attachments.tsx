import { useEffect, useMemo } from 'react';
import { useKitContext } from '@anp/core';
import { UploadArea, extensionOf, useUploadQueue, type UploadRules } from '@anp/ui/upload-area';
import {
  COMPLAINT_DOC_TYPE,
  CASE_UPLOAD_TYPE,
  useSupportApi,
  type CaseDocumentMetadata,
} from '@anp/core/services/support';
import { useComplaintText } from './text';
import type { ComplaintController } from './use-complaint';
import * as S from './complaint-modal.styles';

/** Until the configurations arrive nothing is accepted (the section is not shown meanwhile). */
const NO_RULES: UploadRules = { accepted: [], maxFileBytes: 0, maxFiles: 0 };

/** The contract's longest document name: a longer file name is shortened, its extension kept. */
const MAX_DOC_NAME = 255;

export function docNameOf(fileName: string): string {
  const name = fileName.trim() || 'file';
  if (name.length <= MAX_DOC_NAME) return name;
  const extension = extensionOf(name);
  const tail = extension ? `.${extension}` : '';
  return `${name.slice(0, MAX_DOC_NAME - tail.length)}${tail}`;
}

/**
 * The complaint's files (ordering.md §2 screen 12, §3 Uploaded case document): each one is sent
 * to the draft case as it is chosen, with its metadata (caseId, docName, docType AnhComplaintsDoc,
 * fileType, langCode, type CustomerCase) and progress; limits come from the configurations.
 * Files chosen while the draft is still being created wait for it.
 */
export function AttachmentsSection({ c, baseId }: { c: ComplaintController; baseId: string }) {
  const { t } = useComplaintText();
  const { lang } = useKitContext();
  const api = useSupportApi();
  const rules = c.data.configurations?.upload ?? NO_RULES;
  const { ensureDraft, draftId } = c;
  const queue = useUploadQueue({
    rules,
    upload: async (file, onProgress, signal) => {
      const caseId = await ensureDraft();
      const metadata: CaseDocumentMetadata = {
        caseId,
        docName: docNameOf(file.name),
        docType: COMPLAINT_DOC_TYPE,
        fileType: extensionOf(file.name),
        langCode: lang,
        type: CASE_UPLOAD_TYPE,
      };
      const doc = await api.uploadDocument(metadata, file, {
        onProgress,
        signal,
        publishErrors: false,
      });
      return { id: doc.id };
    },
    remove: async (remoteId) => {
      if (draftId) await api.deleteDocument(draftId, remoteId, { publishErrors: false });
    },
  });

  // The submit reads the uploaded ids and waits while files are sent.
  const { busy, uploadedIds, reset } = queue;
  const { setAttachments } = c;
  const state = useMemo(() => ({ busy, uploadedIds, reset }), [busy, uploadedIds, reset]);
  useEffect(() => setAttachments(state), [setAttachments, state]);

  const headingId = `${baseId}-attachments-heading`;
  const hintId = `${baseId}-attachments-hint`;
  return (
    <S.Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('sections.attachments')}</h3>
      <S.Hint id={hintId}>{t('fields.attachmentsHint')}</S.Hint>
      <UploadArea
        id={`${baseId}-attachments`}
        label={t('fields.attachments')}
        describedBy={hintId}
        items={queue.items}
        rules={rules}
        onFiles={queue.add}
        onRemove={queue.remove}
        onRetry={queue.retry}
      />
    </S.Section>
  );
}
