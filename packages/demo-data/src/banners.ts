/**
 * The demo's maintenance windows (shell-and-admin.md §3 "Notification maintenance window"; issue
 * 16): dated from the seed day so that, on that day, the kit's 48-hour lead time always shows
 * the near ones and never the far one, whatever the hour.
 */
import { dateOfDay, type Day } from './days';
import type { Table } from './tables';

const BANNER_COLUMNS = [
  'id',
  'message',
  'messages',
  'start_date',
  'start_time',
  'end_date',
  'end_time',
  'time_zone',
  'countries',
  'business_units',
] as const;

interface DemoWindow {
  id: string;
  /** Wall date (seed day + n) and time of the start and end, in `zone`. */
  start: [number, string];
  end: [number, string];
  zone: string;
  countries: string[];
  businessUnits: string[];
  texts: { en: string; es: string; pt: string; ko: string };
}

// Every near window starts after the seed day ends in UTC and starts less than 48 hours after it
// begins, so it is "upcoming" all that day, in every zone a viewer may be in.
const WINDOWS: readonly DemoWindow[] = [
  {
    // United States, every business unit, overnight: crosses midnight.
    id: 'banner-us-maintenance',
    start: [0, '23:00'],
    end: [1, '03:00'],
    zone: 'America/Chicago',
    countries: ['us'],
    businessUnits: [],
    texts: {
      en: 'Ordering, orders and documents will be unavailable.',
      es: 'Los pedidos y los documentos no estarán disponibles.',
      pt: 'Pedidos e documentos estarão indisponíveis.',
      ko: '주문 및 문서 서비스를 이용할 수 없습니다.',
    },
  },
  {
    // Brazil only, in the small hours of São Paulo.
    id: 'banner-br-maintenance',
    start: [1, '01:00'],
    end: [1, '05:00'],
    zone: 'America/Sao_Paulo',
    countries: ['br'],
    businessUnits: [],
    texts: {
      en: 'Invoicing system: boletos and invoices will be unavailable.',
      es: 'Facturación: boletos y facturas no estarán disponibles.',
      pt: 'Faturamento: boletos e notas fiscais estarão indisponíveis.',
      ko: '청구 시스템: 보레토와 송장을 이용할 수 없습니다.',
    },
  },
  {
    // One business unit only: the US pork customers.
    id: 'banner-us-pork',
    start: [1, '06:00'],
    end: [1, '08:00'],
    zone: 'America/Chicago',
    countries: ['us'],
    businessUnits: ['pork'],
    texts: {
      en: 'Pork documents and research will be updated; they will be unavailable for two hours.',
      es: 'Se actualizarán los documentos e investigaciones de cerdos; no estarán disponibles durante dos horas.',
      pt: 'Os documentos e pesquisas de suínos serão atualizados; ficarão indisponíveis por duas horas.',
      ko: '양돈 문서와 연구 자료가 업데이트됩니다. 두 시간 동안 이용할 수 없습니다.',
    },
  },
  {
    // Ten days ahead, United States and Canada: beyond the lead time, not shown yet.
    id: 'banner-na-upgrade',
    start: [10, '22:00'],
    end: [11, '02:00'],
    zone: 'America/Chicago',
    countries: ['us', 'canada'],
    businessUnits: [],
    texts: {
      en: 'Portal upgrade: the whole portal will be unavailable.',
      es: 'Actualización del portal: el portal no estará disponible.',
      pt: 'Atualização do portal: o portal estará indisponível.',
      ko: '포털 업그레이드: 포털을 이용할 수 없습니다.',
    },
  },
];

/** The banner_notifications table. */
export function bannerTable(today: Day): Table {
  const rows = WINDOWS.map((w) => [
    w.id,
    w.texts.en,
    JSON.stringify(w.texts),
    dateOfDay(today + w.start[0]),
    w.start[1],
    dateOfDay(today + w.end[0]),
    w.end[1],
    w.zone,
    w.countries,
    w.businessUnits,
  ]);
  return { name: 'banner_notifications', columns: BANNER_COLUMNS, rows };
}
