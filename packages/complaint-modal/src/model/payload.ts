/**
 * The submitted case (ordering.md §3 Complaint case payload and Complaint product line), built
 * from a form that `validateForm` found without problems.
 */
import type { ComplaintCasePayload, ComplaintProductLine } from '@anp/core/services/support';
import type { ComplaintForm } from './form';
import { parseDecimal } from './validation';

export interface PayloadContext {
  /** The draft case created when the modal opened. */
  caseId: string;
  userId: string;
  /** The market's complaint desk (customerCase/configurations). */
  mailToCode: string;
  plants: readonly { id: string; name: string }[];
  /** Ids of the documents uploaded to the draft, in upload order. */
  caseDocs: readonly string[];
  decimalSeparator: '.' | ',';
}

/** YYYY-MM-DD as the complaint's YYYYMMDD (ordering.md §1 "complaint delivery date"). */
export const complaintDate = (isoDate: string) => isoDate.replaceAll('-', '');

/** Thrown when the form still has a problem `validateForm` would report. */
export class IncompleteFormError extends Error {
  constructor(what: string) {
    super(`The complaint form is incomplete: ${what}`);
    this.name = 'IncompleteFormError';
  }
}

function productLine(
  line: ComplaintForm['lines'][number],
  decimalSeparator: '.' | ',',
): ComplaintProductLine {
  const qty = parseDecimal(line.qty, decimalSeparator);
  if (qty === null || qty <= 0) throw new IncompleteFormError(`quantity of ${line.productId}`);
  return {
    productId: line.productId,
    productName: line.productName,
    // Products not shipped in bags have no bags to count (the contract's 0).
    affectedBag: line.acceptedBag ? Number(line.affectedBag.trim()) : 0,
    qty,
    unitOfMeasure: line.unitOfMeasure,
    lotNumber: [...line.lotNumbers],
  };
}

export function buildPayload(form: ComplaintForm, ctx: PayloadContext): ComplaintCasePayload {
  const plant = ctx.plants.find((p) => p.id === form.plant);
  if (!plant) throw new IncompleteFormError('plant');
  const products = form.lines.map((line) => productLine(line, ctx.decimalSeparator));
  const lots = form.lines.flatMap((l) => l.lotNumbers);
  const payload: ComplaintCasePayload = {
    id: ctx.caseId,
    caseType: 'Complaint',
    caseStatus: 'New',
    plant: plant.id,
    plantName: plant.name,
    category: form.category,
    subCategory: form.subCategory,
    subject: form.subject.trim(),
    orderQuestionCB: form.aboutOrder,
    caseComment: form.caseComment.trim(),
    userId: ctx.userId,
    caseDocs: [...ctx.caseDocs],
    products,
    mailToCode: ctx.mailToCode,
    // The summary fields of the payload: every product's name, and every line's lots.
    productName: products.map((p) => p.productName).join(', '),
    phoneNumber: form.phoneNumber.trim(),
  };
  if (lots.length > 0) payload.lotNumber = lots.join(', ');
  // The order fields travel only when the case is about an order; unticking keeps them on
  // screen (ticking again restores them) but they are not sent.
  if (form.aboutOrder) {
    payload.orderNumber = form.orderNumber.trim();
    if (form.deliveryDate) payload.deliveryDate = complaintDate(form.deliveryDate);
  }
  return payload;
}
