/**
 * A boleto as a PDF (GET invoiceboleto/download): the bank, the parties, due date and amount,
 * the digitable line in its groups and the barcode drawn as interleaved 2 of 5 (@anp/pdf's
 * barcode section), in the caller's language and Brazil's formats.
 */
import type { Boleto } from '@anp/contract';
import { formatDigitableLine, itfPattern } from '@anp/rules/finance';
import type { Lang } from '../accounts/caller';
import { createPdf, formats } from '../orders/pdfs/format';
import { FINANCE_TEXTS } from './texts';

export const boletoFileName = (boleto: Boleto) =>
  `boleto-${boleto.invoiceNumber}-${boleto.installment}-${boleto.boletoId}.pdf`;

export function boletoPdf(boleto: Boleto, lang: Lang): Buffer {
  const t = FINANCE_TEXTS[lang];
  const f = formats('br', lang);
  const line = formatDigitableLine(boleto.digitableLine);
  return createPdf({
    title: t.boletoTitle(boleto.invoiceNumber),
    subtitle: `${boleto.bankName} | ${boleto.bankCode} | ${line}`,
    lang,
    pageSize: 'a4',
    info: { subject: line, keywords: boleto.barcode },
    accent: [0, 51, 102],
    sections: [
      {
        widths: [1, 3.2],
        rows: [
          [t.bank, `${boleto.bankName} (${boleto.bankCode})`],
          [t.boletoId, boleto.boletoId],
          [t.installmentLabel, t.installment(boleto.installment, boleto.installments)],
          [t.issueDate, f.date(boleto.issueDate)],
          [t.columns.dueDate, f.date(boleto.dueDate)],
          [t.columns.amount, `R$ ${f.money(boleto.amount)}`],
          [t.status, t.boletoStatus[boleto.status]],
          [
            t.beneficiary,
            `${boleto.beneficiary.name}, CNPJ ${boleto.beneficiary.taxId}, ${boleto.beneficiary.address}`,
          ],
          [t.agencyAccount, `${boleto.beneficiary.agency} / ${boleto.beneficiary.accountNumber}`],
          [t.payer, `${boleto.payer.name}, CNPJ ${boleto.payer.taxId}, ${boleto.payer.address}`],
        ],
      },
      {
        heading: t.digitableLine,
        text: [line],
      },
      {
        heading: t.barcode,
        barcode: { pattern: itfPattern(boleto.barcode), narrow: 0.72, wideRatio: 3, height: 40 },
        notes: [boleto.barcode, t.boletoNote],
      },
    ],
    footer: `${boleto.bankName} \u00b7 ${boleto.invoiceNumber}`,
  });
}
