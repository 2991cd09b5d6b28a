import { useKitContext } from '@anp/core';
import {
  extensionOf,
  useUploadQueue,
  type UploadQueue,
  type UploadRules,
} from '@anp/ui/upload-area';
import {
  CASE_UPLOAD_TYPE,
  COMPLAINT_DOC_TYPE,
  useSupportApi,
  type CaseConfigurations,
  type CaseDocumentMetadata,
} from '@anp/core/services/support';

/** Until the configurations arrive nothing is accepted (the section is not shown meanwhile). */
const NO_RULES: UploadRules = { accepted: [], maxFileBytes: 0, maxFiles: 0 };

/** The contract's longest document name: a longer file name is shortened, its extension kept. */
const MAX_DOC_NAME = 255;

/** The name a file is sent under (ordering.md §3 Upload metadata `docName`). */
export function docNameOf(fileName: string): string {
  const name = fileName.trim() || 'file';
  if (name.length <= MAX_DOC_NAME) return name;
  const extension = extensionOf(name);
  const tail = extension ? `.${extension}` : '';
  return `${name.slice(0, MAX_DOC_NAME - tail.length)}${tail}`;
}

export interface ComplaintAttachments {
  /** The upload queue: its files, add, remove and retry for the upload area. */
  queue: UploadQueue;
  /** The limits of the market's configurations (types, size, count). */
  rules: UploadRules;
}

/**
 * The complaint's files (ordering.md §2 screen 12, §3 Uploaded case document): each one is sent
 * to the draft case as it is chosen, with its metadata (caseId, docName, docType AnhComplaintsDoc,
 * fileType, langCode, type CustomerCase) and progress; limits come from the configurations.
 * Files chosen while the draft is still being created wait for it.
 */
export function useComplaintAttachments(options: {
  configurations: CaseConfigurations | undefined;
  /** The draft's id, creating it first if needed. */
  ensureDraft(): Promise<string>;
  /** The draft's id once it exists: removing an uploaded file deletes it from the draft. */
  draftId: string | null;
}): ComplaintAttachments {
  const { lang } = useKitContext();
  const api = useSupportApi();
  const rules = options.configurations?.upload ?? NO_RULES;
  const { ensureDraft, draftId } = options;
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
  return { queue, rules };
}
