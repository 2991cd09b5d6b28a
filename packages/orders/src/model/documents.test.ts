import { describe, expect, it } from 'vitest';
import {
  documentJobs,
  documentsOf,
  errorsReport,
  safeName,
  zipPathOf,
  type DocumentJob,
} from './documents';

const docs = (invoice: boolean, packlist: boolean, coa: boolean) => ({ invoice, packlist, coa });

describe('given a row of the orders list', () => {
  it.each([
    ['a placed order', 'order', docs(false, false, false), []],
    ['a shipped order', 'order', docs(false, true, true), ['packlist', 'coa']],
    ['an invoiced order', 'order', docs(true, true, true), ['invoice', 'packlist', 'coa']],
    ['a memo', 'memo', docs(false, false, false), ['memo']],
  ] as const)('%s offers %j', (_, kind, documents, expected) => {
    expect(documentsOf({ kind, orderNumber: '1', documents })).toEqual(expected);
  });

  it('lists the documents of several rows row by row', () => {
    expect(
      documentJobs([
        { kind: 'order', orderNumber: 'A', documents: docs(true, false, true) },
        { kind: 'order', orderNumber: 'B', documents: docs(false, false, false) },
        { kind: 'memo', orderNumber: 'M', documents: docs(false, false, false) },
      ]),
    ).toEqual([
      { orderNumber: 'A', type: 'invoice' },
      { orderNumber: 'A', type: 'coa' },
      { orderNumber: 'M', type: 'memo' },
    ]);
  });
});

describe('given the paths of documents.zip', () => {
  const job: DocumentJob = { orderNumber: '4000120001', type: 'invoice' };

  it.each([
    [
      'the server’s name in the order’s folder',
      'Invoice_9100001.pdf',
      '4000120001/Invoice_9100001.pdf',
    ],
    ['a fallback without a server name', null, '4000120001/invoice-4000120001.pdf'],
    ['no climbing out of the folder', '../../etc/passwd', '4000120001/-..-etc-passwd'],
    ['no characters Windows refuses', 'a:b*c?.pdf', '4000120001/a-b-c-.pdf'],
  ])('puts %s', (_, name, expected) => {
    expect(zipPathOf(job, name, new Set())).toBe(expected);
  });

  it('numbers a name already taken in the folder, ignoring case', () => {
    const taken = new Set<string>();
    expect(zipPathOf(job, 'doc.pdf', taken)).toBe('4000120001/doc.pdf');
    expect(zipPathOf(job, 'DOC.pdf', taken)).toBe('4000120001/DOC (2).pdf');
    expect(zipPathOf(job, 'doc.pdf', taken)).toBe('4000120001/doc (3).pdf');
    expect(zipPathOf({ ...job, orderNumber: 'X' }, 'doc.pdf', taken)).toBe('X/doc.pdf');
  });

  it.each([
    ['', 'document'],
    ['...', 'document'],
    ['  spaced   out  ', 'spaced out'],
    ['tab\there', 'tab here'],
  ])('makes %j a safe name', (name, expected) => {
    expect(safeName(name)).toBe(expected);
  });

  it('reports the failed documents one line each, with Windows line ends', () => {
    expect(
      errorsReport('2 documents could not be downloaded:', [
        { job, label: 'Invoice', reason: 'File size is too big.' },
        { job: { orderNumber: 'M1', type: 'memo' }, label: 'Memo', reason: 'No access.' },
      ]),
    ).toBe(
      '2 documents could not be downloaded:\r\n\r\n4000120001\tInvoice\tFile size is too big.\r\nM1\tMemo\tNo access.\r\n',
    );
  });
});
