/**
 * The demo users' notifications (shell-and-admin.md §2 "Notification drawer", §3 Notification):
 * 12-18 each, mostly about price lists, in every priority and message code.
 */
import { formatDisplayDate, type Country, type Language } from '@anp/rules';
import { dateOfDay, partsOf, timestampAt, type Day } from './days';
import { rngFor } from './rng';
import type { Table } from './tables';
import { DEMO_USER_SPECS, languageOf } from './users';

export const PRIORITIES = ['error', 'warning', 'chat', 'success'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const MESSAGE_CODES = [
  'SINGLE_DOCUMENT',
  'MULTIPLE_DOCUMENTS',
  'UPDATED_DOCUMENT',
  'UPDATED_DOCUMENTS',
  'CUSTOM',
  'REMINDER',
] as const;
export type MessageCode = (typeof MESSAGE_CODES)[number];

/** Title of price-list notifications per interface language (the drawer lists these). */
export const PRICE_LIST_TITLES: Readonly<Record<Language, string>> = {
  en: 'Price list',
  es: 'Lista de precios',
  pt: 'Lista de preços',
  ko: '가격표',
};

/** DD-MMM-YYYY with the kit's fixed month tables (ordering.md §1). */
const shownDate = (day: Day, lang: Language): string => formatDisplayDate(dateOfDay(day), lang);

const PRICE_LIST_LINES: Readonly<Record<Language, readonly (readonly [string, string])[]>> = {
  en: [
    ['swine', 'Swine'],
    ['poultry', 'Poultry'],
    ['cattle', 'Cattle'],
    ['equine', 'Equine'],
    ['pet', 'Pet'],
    ['minerals', 'Minerals'],
  ],
  es: [
    ['swine', 'Cerdos'],
    ['poultry', 'Aves'],
    ['cattle', 'Bovinos'],
    ['equine', 'Equinos'],
    ['pet', 'Mascotas'],
    ['minerals', 'Minerales'],
  ],
  pt: [
    ['swine', 'Suínos'],
    ['poultry', 'Aves'],
    ['cattle', 'Bovinos'],
    ['equine', 'Equinos'],
    ['pet', 'Pet'],
    ['minerals', 'Minerais'],
  ],
  ko: [
    ['swine', '양돈'],
    ['poultry', '가금'],
    ['cattle', '소'],
    ['equine', '말'],
    ['pet', '반려동물'],
    ['minerals', '미네랄'],
  ],
};

interface Texts {
  single: (doc: string) => string;
  multiple: (n: number) => string;
  updated: (doc: string) => string;
  updatedMany: (n: number) => string;
  customPriceLabel: string;
  customPrice: (line: string, date: string) => string;
  plantTitle: string;
  plantLabel: string;
  plantClosed: (plant: string, date: string) => string;
  reminder: (doc: string, date: string) => string;
  reminderDescription: string;
}

const TEXTS: Readonly<Record<Language, Texts>> = {
  en: {
    single: (doc) => `New price list available: ${doc}`,
    multiple: (n) => `${n} new price lists are available`,
    updated: (doc) => `Price list updated: ${doc}`,
    updatedMany: (n) => `${n} price lists were updated`,
    customPriceLabel: 'Price change notice',
    customPrice: (line, date) =>
      `Prices for ${line} feeds change on ${date}. Orders placed before then keep current prices.`,
    plantTitle: 'Plant schedule',
    plantLabel: 'Holiday closure',
    plantClosed: (plant, date) => `${plant} is closed on ${date}; please plan pickups accordingly.`,
    reminder: (doc, date) => `Reminder: ${doc} takes effect on ${date}`,
    reminderDescription: 'Review the new prices before you place your next order.',
  },
  es: {
    single: (doc) => `Nueva lista de precios disponible: ${doc}`,
    multiple: (n) => `${n} nuevas listas de precios disponibles`,
    updated: (doc) => `Lista de precios actualizada: ${doc}`,
    updatedMany: (n) => `Se actualizaron ${n} listas de precios`,
    customPriceLabel: 'Aviso de cambio de precios',
    customPrice: (line, date) =>
      `Los precios de alimentos para ${line.toLowerCase()} cambian el ${date}. Los pedidos anteriores conservan los precios actuales.`,
    plantTitle: 'Horario de planta',
    plantLabel: 'Cierre por día festivo',
    plantClosed: (plant, date) =>
      `${plant} permanecerá cerrada el ${date}; planifique sus recolecciones.`,
    reminder: (doc, date) => `Recordatorio: ${doc} entra en vigor el ${date}`,
    reminderDescription: 'Revise los nuevos precios antes de su próximo pedido.',
  },
  pt: {
    single: (doc) => `Nova lista de preços disponível: ${doc}`,
    multiple: (n) => `${n} novas listas de preços disponíveis`,
    updated: (doc) => `Lista de preços atualizada: ${doc}`,
    updatedMany: (n) => `${n} listas de preços foram atualizadas`,
    customPriceLabel: 'Aviso de alteração de preços',
    customPrice: (line, date) =>
      `Os preços das rações para ${line.toLowerCase()} mudam em ${date}. Pedidos feitos antes mantêm os preços atuais.`,
    plantTitle: 'Calendário da fábrica',
    plantLabel: 'Fechamento por feriado',
    plantClosed: (plant, date) => `A ${plant} estará fechada em ${date}; planeje suas retiradas.`,
    reminder: (doc, date) => `Lembrete: ${doc} entra em vigor em ${date}`,
    reminderDescription: 'Confira os novos preços antes do seu próximo pedido.',
  },
  ko: {
    single: (doc) => `새 가격표가 있습니다: ${doc}`,
    multiple: (n) => `새 가격표 ${n}개가 있습니다`,
    updated: (doc) => `가격표가 업데이트되었습니다: ${doc}`,
    updatedMany: (n) => `가격표 ${n}개가 업데이트되었습니다`,
    customPriceLabel: '가격 변경 안내',
    customPrice: (line, date) =>
      `${line} 사료 가격이 ${date}에 변경됩니다. 그 전에 접수된 주문에는 현재 가격이 적용됩니다.`,
    plantTitle: '공장 일정',
    plantLabel: '휴일 휴무',
    plantClosed: (plant, date) => `${plant}은(는) ${date}에 휴무입니다. 수령 일정을 조정해 주세요.`,
    reminder: (doc, date) => `알림: ${doc}은(는) ${date}부터 적용됩니다`,
    reminderDescription: '다음 주문 전에 새 가격을 확인하세요.',
  },
};

/** Priorities that fit each message code; the first six notifications use the first entry. */
const PRIORITY_CHOICES: Readonly<Record<MessageCode, readonly Priority[]>> = {
  SINGLE_DOCUMENT: ['success', 'chat'],
  MULTIPLE_DOCUMENTS: ['chat', 'success'],
  UPDATED_DOCUMENT: ['warning', 'chat'],
  UPDATED_DOCUMENTS: ['success', 'warning'],
  CUSTOM: ['error', 'chat', 'warning'],
  REMINDER: ['warning', 'error'],
};

const NOTIFICATION_COLUMNS = [
  'id',
  'user_id',
  'message_title',
  'message_label',
  'priority',
  'message_code',
  'description',
  'message_data',
  'is_read',
  'is_dismissed',
  'created_at',
] as const;

/** 12-18 notifications per demo user, newest first, mostly about price lists. */
export function notificationsTable(today: Day, plantNameOf: (market: Country) => string): Table {
  const rows: unknown[][] = [];
  DEMO_USER_SPECS.forEach((spec, userIndex) => {
    const rng = rngFor(`notifications:${spec.id}`);
    const lang = languageOf(spec);
    const text = TEXTS[lang];
    const priceTitle = PRICE_LIST_TITLES[lang];
    const marketTag = spec.country === 'canada' ? 'CA' : spec.country.toUpperCase();
    const count = rng.int(12, 18);
    for (let i = 0; i < count; i += 1) {
      const code = MESSAGE_CODES[i % MESSAGE_CODES.length] as MessageCode;
      const choices = PRIORITY_CHOICES[code];
      const priority = i < MESSAGE_CODES.length ? (choices[0] as Priority) : rng.pick(choices);
      const createdDay = today - 1 - i * 3 - rng.int(0, 2);
      const { year, month } = partsOf(dateOfDay(createdDay + 10)) ?? { year: 0, month: 0 };
      const period = `${year}-${String(month).padStart(2, '0')}`;
      const lines = rng.sample(PRICE_LIST_LINES[lang], rng.int(2, 4));
      const documents = lines.map(([key, label]) => ({
        name: `${priceTitle} ${label} ${marketTag} ${period}`,
        fileName: `pricelist-${spec.country}-${key}-${period}.pdf`,
      }));
      const first = documents[0] as { name: string; fileName: string };
      const firstLine = (lines[0] as readonly [string, string])[1];
      const effective = createdDay + rng.int(7, 21);
      let title = priceTitle;
      let label: string;
      let description: string | null = null;
      let shownDocuments = [first];
      switch (code) {
        case 'SINGLE_DOCUMENT':
          label = text.single(first.name);
          break;
        case 'MULTIPLE_DOCUMENTS':
          label = text.multiple(documents.length);
          shownDocuments = documents;
          break;
        case 'UPDATED_DOCUMENT':
          label = text.updated(first.name);
          break;
        case 'UPDATED_DOCUMENTS':
          label = text.updatedMany(documents.length);
          shownDocuments = documents;
          break;
        case 'CUSTOM':
          // Most custom messages are price notices too; some are plant announcements.
          if ((i + userIndex) % 4 === 3) {
            title = text.plantTitle;
            label = text.plantLabel;
            description = text.plantClosed(plantNameOf(spec.country), shownDate(effective, lang));
            shownDocuments = [];
          } else {
            label = text.customPriceLabel;
            description = text.customPrice(firstLine, shownDate(effective, lang));
          }
          break;
        default:
          label = text.reminder(first.name, shownDate(effective, lang));
          description = text.reminderDescription;
      }
      // shell-and-admin.md §3: message data entries are keyed by priority.
      const messageData = {
        [priority]: {
          title,
          message: description ?? label,
          documents: shownDocuments,
          effectiveDate: dateOfDay(effective),
        },
      };
      const state = (i + userIndex) % 5; // 0, 2 active; 1 read; 3 read and dismissed; 4 dismissed
      rows.push([
        `ntf-${spec.id.slice(2)}-${String(i + 1).padStart(2, '0')}`,
        spec.id,
        title,
        label,
        priority,
        code,
        description,
        JSON.stringify(messageData),
        state === 1 || state === 3,
        state === 3 || state === 4,
        timestampAt(dateOfDay(createdDay), rng.int(12, 22), rng.int(0, 59), rng.int(0, 59)),
      ]);
    }
  });
  return { name: 'notifications', columns: NOTIFICATION_COLUMNS, rows };
}
