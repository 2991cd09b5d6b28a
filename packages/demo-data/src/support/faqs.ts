/**
 * Frequently asked questions of the support page (ordering.md §2 routes support and
 * support/faq/{faqId}), in the four interface languages. Answers are plain-text paragraphs; the
 * page renders them as text. `{maxFiles}`, `{maxMb}` and `{types}` are filled in from the upload
 * limits the server enforces, so the answer never promises other limits than the real ones.
 */
import type { Texts } from '../backend';
import type { Table } from '../tables';
import type { FaqSpec, FaqTopic } from './faq-spec';
import { ORDERING_FAQS } from './faqs-ordering';
import { RECORDS_FAQS } from './faqs-records';

export type { FaqSpec, FaqTopic } from './faq-spec';

export const FAQ_TOPICS: Readonly<Record<FaqTopic, Texts>> = {
  ordering: { en: 'Ordering', es: 'Pedidos', pt: 'Pedidos', ko: '주문' },
  delivery: {
    en: 'Delivery and pickup',
    es: 'Entrega y retiro',
    pt: 'Entrega e retirada',
    ko: '배송 및 직접 수령',
  },
  documents: {
    en: 'Invoices and documents',
    es: 'Facturas y documentos',
    pt: 'Faturas e documentos',
    ko: '송장 및 문서',
  },
  complaints: { en: 'Complaints', es: 'Reclamos', pt: 'Reclamações', ko: '클레임' },
  account: {
    en: 'Account and sign-in',
    es: 'Cuenta y acceso',
    pt: 'Conta e acesso',
    ko: '계정 및 로그인',
  },
};

/** In the order the support page lists them: the most asked first within each topic. */
export const FAQS: readonly FaqSpec[] = [...ORDERING_FAQS, ...RECORDS_FAQS];

/** Bumped when the FAQs change; a database with another version gets them again. */
export const FAQ_SEED_VERSION = '2';

/** The FAQ tables: the topics with their labels, and the questions in the page's order. */
export function faqTables(): Table[] {
  return [
    {
      name: 'faq_topics',
      columns: ['code', 'label'],
      rows: Object.entries(FAQ_TOPICS).map(([code, label]) => [code, JSON.stringify(label)]),
    },
    {
      name: 'faqs',
      columns: ['id', 'position', 'topic', 'updated_at', 'question', 'answer'],
      rows: FAQS.map((faq, index) => [
        faq.id,
        index + 1,
        faq.topic,
        faq.updatedAt,
        JSON.stringify(faq.question),
        JSON.stringify(faq.answer),
      ]),
    },
  ];
}
