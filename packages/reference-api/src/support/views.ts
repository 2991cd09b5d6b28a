/** Stored cases and their documents as the contract shows them, labels in the caller's language. */
import type { CaseDocument, CustomerCase } from '@anp/contract';
import type { Language as UiLang } from '@anp/rules';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { categoryPair } from './catalogue';
import { caseDocuments, type CaseDocumentRow, type CaseRow } from './queries';

type Q = Pick<Db, 'query'>;

export const caseNotFound = () => new HttpError(404, 'NOT_FOUND', 'No such case');

export const notDraft = (status: string) =>
  new HttpError(
    409,
    'CASE_NOT_DRAFT',
    `The case is ${status}: only a draft can be changed, submitted or discarded`,
  );

export function toCaseDocument(row: CaseDocumentRow): CaseDocument {
  return {
    id: row.id,
    caseId: row.case_id,
    metadata: {
      caseId: row.case_id,
      docName: row.doc_name,
      docType: row.doc_type as CaseDocument['metadata']['docType'],
      fileType: row.file_type,
      langCode: row.lang_code as CaseDocument['metadata']['langCode'],
      type: row.upload_type as CaseDocument['metadata']['type'],
    },
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    uploadedAt: row.uploaded_at,
  };
}

/** A stored case as the contract's CustomerCase, labels in `lang`. */
export function toCustomerCase(
  row: CaseRow,
  documents: readonly CaseDocumentRow[],
  lang: UiLang,
): CustomerCase {
  const labels =
    row.category && row.sub_category
      ? categoryPair(row.market, row.category, row.sub_category)
      : null;
  return {
    id: row.id,
    caseNumber: row.case_number,
    caseType: row.case_type,
    status: row.status,
    subject: row.subject,
    category: row.category,
    categoryLabel: labels?.category[lang] ?? row.category,
    subCategory: row.sub_category,
    subCategoryLabel: labels?.subCategory[lang] ?? row.sub_category,
    plant: row.plant_id,
    plantName: row.plant_name,
    orderQuestionCB: row.order_question,
    orderNumber: row.order_number,
    deliveryDate: row.delivery_date,
    phoneNumber: row.phone_number,
    caseComment: row.case_comment,
    products: row.products,
    documents: documents.map(toCaseDocument),
    accountId: row.account_id,
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
  };
}

/** One case with its documents, as the contract shows it. */
export async function readCase(q: Q, row: CaseRow, lang: UiLang): Promise<CustomerCase> {
  const documents = await caseDocuments(q, [row.id]);
  return toCustomerCase(row, documents.get(row.id) ?? [], lang);
}
