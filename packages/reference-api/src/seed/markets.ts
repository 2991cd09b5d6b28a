/**
 * The demo data's own view of the eleven markets: the server's market facts (../markets: sales
 * organisation, currency, VAT, time zone, plants; the kit's rules for units and languages) plus
 * what only the demo data needs (places, business-name suffixes, phone and sold-to prefixes, the
 * product family and language of master data, national holidays). Master data (account names,
 * product titles, plant and holiday names) is in the market's language; text shown by the
 * interface (notifications) is in the interface language, which is English for Korea
 * (ordering.md §1 lists en, es and pt only).
 */
import { dayFromYmd, easterSunday, nthWeekday, weekdayOnOrBefore, type Day } from './calendar';
import {
  MARKETS as MARKET_FACTS,
  MARKET_CODES,
  type MarketCode,
  type MarketSpec as MarketFacts,
} from '../markets';

export { MARKET_CODES, type MarketCode };

/** Language of master data. */
export type MasterLang = 'en' | 'es' | 'pt' | 'ko';
/** Interface language (ordering.md §1). */
export type UiLang = 'en' | 'es' | 'pt';
/** Product catalogues: one per language and unit family. */
export type ProductFamily = 'na' | 'br' | 'kr' | 'latam';

export interface City {
  city: string;
  state: string;
  /** Postal-code prefix (format per market, see accounts.ts). */
  postal: string;
}

export interface HolidayRule {
  name: string;
  date: (year: number) => Day;
}

/** What only the demo data knows of a market. */
interface Places {
  code: MarketCode;
  productFamily: ProductFamily;
  masterLang: MasterLang;
  /** Two digits that open every sold-to code of the market. */
  soldToPrefix: string;
  phonePrefix: string;
  legalSuffixes: readonly string[];
  cities: readonly City[];
  holidays: readonly HolidayRule[];
}

export interface MarketSpec extends MarketFacts, Places {
  uiLang: UiLang;
  locale: string;
}

const fixed =
  (month: number, day: number) =>
  (year: number): Day =>
    dayFromYmd(year, month, day);
const easter =
  (offset: number) =>
  (year: number): Day =>
    easterSunday(year) + offset;
const nth =
  (month: number, wd: number, n: number) =>
  (year: number): Day =>
    nthWeekday(year, month, wd, n);

const h = (name: string, date: (year: number) => Day): HolidayRule => ({ name, date });

/** Holidays shared by the Spanish-speaking markets. */
const LATAM_COMMON: readonly HolidayRule[] = [
  h('Año Nuevo', fixed(1, 1)),
  h('Jueves Santo', easter(-3)),
  h('Viernes Santo', easter(-2)),
  h('Día del Trabajo', fixed(5, 1)),
];

const PLACES: Readonly<Record<MarketCode, Places>> = {
  us: {
    code: 'us',
    productFamily: 'na',
    masterLang: 'en',
    soldToPrefix: '10',
    phonePrefix: '+1',
    legalSuffixes: ['LLC', 'Inc.', '', '', 'Co.'],
    cities: [
      { city: 'Ames', state: 'IA', postal: '500' },
      { city: 'Sioux Center', state: 'IA', postal: '512' },
      { city: 'Sioux Falls', state: 'SD', postal: '571' },
      { city: 'Grand Island', state: 'NE', postal: '688' },
      { city: 'Norfolk', state: 'NE', postal: '687' },
      { city: 'Dodge City', state: 'KS', postal: '678' },
      { city: 'Manhattan', state: 'KS', postal: '665' },
      { city: 'Amarillo', state: 'TX', postal: '791' },
      { city: 'Stephenville', state: 'TX', postal: '764' },
      { city: 'Springfield', state: 'MO', postal: '658' },
      { city: 'Springdale', state: 'AR', postal: '727' },
      { city: 'Lancaster', state: 'PA', postal: '176' },
      { city: 'Harrisonburg', state: 'VA', postal: '228' },
      { city: 'Gainesville', state: 'GA', postal: '305' },
      { city: 'Salisbury', state: 'NC', postal: '281' },
      { city: 'Fort Wayne', state: 'IN', postal: '468' },
      { city: 'Bloomington', state: 'IL', postal: '617' },
      { city: 'Eau Claire', state: 'WI', postal: '547' },
      { city: 'Mankato', state: 'MN', postal: '560' },
      { city: 'Fargo', state: 'ND', postal: '581' },
      { city: 'Billings', state: 'MT', postal: '591' },
      { city: 'Twin Falls', state: 'ID', postal: '833' },
      { city: 'Yakima', state: 'WA', postal: '989' },
      { city: 'Greeley', state: 'CO', postal: '806' },
      { city: 'Tulare', state: 'CA', postal: '932' },
      { city: 'Enid', state: 'OK', postal: '737' },
      { city: 'Bowling Green', state: 'KY', postal: '421' },
      { city: 'Wooster', state: 'OH', postal: '446' },
    ],
    holidays: [
      h("New Year's Day", fixed(1, 1)),
      h('Memorial Day', nth(5, 1, -1)),
      h('Independence Day', fixed(7, 4)),
      h('Labor Day', nth(9, 1, 1)),
      h('Thanksgiving Day', nth(11, 4, 4)),
      h('Day after Thanksgiving', (y) => nthWeekday(y, 11, 4, 4) + 1),
      h('Christmas Eve', fixed(12, 24)),
      h('Christmas Day', fixed(12, 25)),
    ],
  },
  canada: {
    code: 'canada',
    productFamily: 'na',
    masterLang: 'en',
    soldToPrefix: '11',
    phonePrefix: '+1',
    legalSuffixes: ['Ltd.', 'Inc.', ''],
    cities: [
      { city: 'Brandon', state: 'MB', postal: 'R7A' },
      { city: 'Steinbach', state: 'MB', postal: 'R5G' },
      { city: 'Winkler', state: 'MB', postal: 'R6W' },
      { city: 'Lethbridge', state: 'AB', postal: 'T1J' },
      { city: 'Red Deer', state: 'AB', postal: 'T4N' },
      { city: 'Lacombe', state: 'AB', postal: 'T4L' },
      { city: 'Saskatoon', state: 'SK', postal: 'S7K' },
      { city: 'Swift Current', state: 'SK', postal: 'S9H' },
      { city: 'Guelph', state: 'ON', postal: 'N1H' },
      { city: 'Stratford', state: 'ON', postal: 'N5A' },
      { city: 'Woodstock', state: 'ON', postal: 'N4S' },
      { city: 'Listowel', state: 'ON', postal: 'N4W' },
      { city: 'Saint-Hyacinthe', state: 'QC', postal: 'J2S' },
      { city: 'Drummondville', state: 'QC', postal: 'J2B' },
      { city: 'Abbotsford', state: 'BC', postal: 'V2S' },
      { city: 'Chilliwack', state: 'BC', postal: 'V2P' },
      { city: 'Truro', state: 'NS', postal: 'B2N' },
      { city: 'Moncton', state: 'NB', postal: 'E1C' },
    ],
    holidays: [
      h("New Year's Day", fixed(1, 1)),
      h('Good Friday', easter(-2)),
      h('Victoria Day', (y) => weekdayOnOrBefore(y, 5, 24, 1)),
      h('Canada Day', fixed(7, 1)),
      h('Civic Holiday', nth(8, 1, 1)),
      h('Labour Day', nth(9, 1, 1)),
      h('Thanksgiving', nth(10, 1, 2)),
      h('Remembrance Day', fixed(11, 11)),
      h('Christmas Day', fixed(12, 25)),
      h('Boxing Day', fixed(12, 26)),
    ],
  },
  mx: {
    code: 'mx',
    productFamily: 'latam',
    masterLang: 'es',
    soldToPrefix: '12',
    phonePrefix: '+52',
    legalSuffixes: ['S.A. de C.V.', 'S.P.R. de R.L.', 'S. de R.L. de C.V.', ''],
    cities: [
      { city: 'Celaya', state: 'Gto.', postal: '380' },
      { city: 'León', state: 'Gto.', postal: '371' },
      { city: 'Irapuato', state: 'Gto.', postal: '366' },
      { city: 'Querétaro', state: 'Qro.', postal: '760' },
      { city: 'Tepatitlán de Morelos', state: 'Jal.', postal: '476' },
      { city: 'Lagos de Moreno', state: 'Jal.', postal: '474' },
      { city: 'Zapopan', state: 'Jal.', postal: '451' },
      { city: 'Aguascalientes', state: 'Ags.', postal: '200' },
      { city: 'Torreón', state: 'Coah.', postal: '270' },
      { city: 'Gómez Palacio', state: 'Dgo.', postal: '350' },
      { city: 'Hermosillo', state: 'Son.', postal: '830' },
      { city: 'Culiacán', state: 'Sin.', postal: '800' },
      { city: 'Mérida', state: 'Yuc.', postal: '971' },
      { city: 'Tehuacán', state: 'Pue.', postal: '757' },
      { city: 'Monterrey', state: 'N.L.', postal: '640' },
      { city: 'Delicias', state: 'Chih.', postal: '330' },
      { city: 'San Luis Potosí', state: 'S.L.P.', postal: '782' },
      { city: 'Morelia', state: 'Mich.', postal: '580' },
    ],
    holidays: [
      h('Año Nuevo', fixed(1, 1)),
      h('Día de la Constitución', nth(2, 1, 1)),
      h('Natalicio de Benito Juárez', nth(3, 1, 3)),
      h('Jueves Santo', easter(-3)),
      h('Viernes Santo', easter(-2)),
      h('Día del Trabajo', fixed(5, 1)),
      h('Día de la Independencia', fixed(9, 16)),
      h('Día de la Revolución', nth(11, 1, 3)),
      h('Navidad', fixed(12, 25)),
    ],
  },
  br: {
    code: 'br',
    productFamily: 'br',
    masterLang: 'pt',
    soldToPrefix: '13',
    phonePrefix: '+55',
    legalSuffixes: ['Ltda.', 'S.A.', 'ME', 'Ltda.'],
    cities: [
      { city: 'Chapecó', state: 'SC', postal: '89800' },
      { city: 'Concórdia', state: 'SC', postal: '89700' },
      { city: 'Toledo', state: 'PR', postal: '85900' },
      { city: 'Cascavel', state: 'PR', postal: '85800' },
      { city: 'Castro', state: 'PR', postal: '84165' },
      { city: 'Rio Verde', state: 'GO', postal: '75900' },
      { city: 'Uberlândia', state: 'MG', postal: '38400' },
      { city: 'Patos de Minas', state: 'MG', postal: '38700' },
      { city: 'Passo Fundo', state: 'RS', postal: '99000' },
      { city: 'Lajeado', state: 'RS', postal: '95900' },
      { city: 'Sorriso', state: 'MT', postal: '78890' },
      { city: 'Campo Grande', state: 'MS', postal: '79000' },
      { city: 'Ribeirão Preto', state: 'SP', postal: '14000' },
      { city: 'Bastos', state: 'SP', postal: '17690' },
      { city: 'Petrolina', state: 'PE', postal: '56300' },
    ],
    holidays: [
      h('Confraternização Universal', fixed(1, 1)),
      h('Carnaval', easter(-48)),
      h('Carnaval', easter(-47)),
      h('Sexta-feira Santa', easter(-2)),
      h('Tiradentes', fixed(4, 21)),
      h('Dia do Trabalho', fixed(5, 1)),
      h('Corpus Christi', easter(60)),
      h('Independência do Brasil', fixed(9, 7)),
      h('Nossa Senhora Aparecida', fixed(10, 12)),
      h('Finados', fixed(11, 2)),
      h('Proclamação da República', fixed(11, 15)),
      h('Dia da Consciência Negra', fixed(11, 20)),
      h('Natal', fixed(12, 25)),
    ],
  },
  kr: {
    code: 'kr',
    productFamily: 'kr',
    masterLang: 'ko',
    soldToPrefix: '14',
    phonePrefix: '+82',
    legalSuffixes: [''],
    cities: [
      { city: '안성시', state: '경기도', postal: '175' },
      { city: '이천시', state: '경기도', postal: '173' },
      { city: '포천시', state: '경기도', postal: '111' },
      { city: '홍성군', state: '충청남도', postal: '322' },
      { city: '논산시', state: '충청남도', postal: '329' },
      { city: '당진시', state: '충청남도', postal: '317' },
      { city: '음성군', state: '충청북도', postal: '276' },
      { city: '정읍시', state: '전북특별자치도', postal: '561' },
      { city: '김제시', state: '전북특별자치도', postal: '543' },
      { city: '나주시', state: '전라남도', postal: '582' },
      { city: '해남군', state: '전라남도', postal: '590' },
      { city: '상주시', state: '경상북도', postal: '371' },
      { city: '경주시', state: '경상북도', postal: '381' },
      { city: '김해시', state: '경상남도', postal: '508' },
      { city: '합천군', state: '경상남도', postal: '502' },
      { city: '횡성군', state: '강원특별자치도', postal: '252' },
      { city: '제주시', state: '제주특별자치도', postal: '632' },
    ],
    holidays: [
      h('신정', fixed(1, 1)),
      h('삼일절', fixed(3, 1)),
      h('근로자의 날', fixed(5, 1)),
      h('어린이날', fixed(5, 5)),
      h('현충일', fixed(6, 6)),
      h('광복절', fixed(8, 15)),
      h('개천절', fixed(10, 3)),
      h('한글날', fixed(10, 9)),
      h('성탄절', fixed(12, 25)),
    ],
  },
  cr: {
    code: 'cr',
    productFamily: 'latam',
    masterLang: 'es',
    soldToPrefix: '15',
    phonePrefix: '+506',
    legalSuffixes: ['S.A.', 'S.R.L.', ''],
    cities: [
      { city: 'Alajuela', state: 'Alajuela', postal: '201' },
      { city: 'Ciudad Quesada', state: 'Alajuela', postal: '210' },
      { city: 'Cartago', state: 'Cartago', postal: '301' },
      { city: 'Turrialba', state: 'Cartago', postal: '305' },
      { city: 'Heredia', state: 'Heredia', postal: '401' },
      { city: 'Liberia', state: 'Guanacaste', postal: '501' },
      { city: 'Nicoya', state: 'Guanacaste', postal: '502' },
      { city: 'San Isidro de El General', state: 'San José', postal: '119' },
      { city: 'Guápiles', state: 'Limón', postal: '702' },
    ],
    holidays: [
      ...LATAM_COMMON,
      h('Día de Juan Santamaría', fixed(4, 11)),
      h('Anexión del Partido de Nicoya', fixed(7, 25)),
      h('Día de la Madre', fixed(8, 15)),
      h('Día de la Independencia', fixed(9, 15)),
      h('Navidad', fixed(12, 25)),
    ],
  },
  hn: {
    code: 'hn',
    productFamily: 'latam',
    masterLang: 'es',
    soldToPrefix: '16',
    phonePrefix: '+504',
    legalSuffixes: ['S.A.', 'S. de R.L.', ''],
    cities: [
      { city: 'San Pedro Sula', state: 'Cortés', postal: '211' },
      { city: 'Comayagua', state: 'Comayagua', postal: '121' },
      { city: 'Danlí', state: 'El Paraíso', postal: '131' },
      { city: 'Juticalpa', state: 'Olancho', postal: '161' },
      { city: 'Choluteca', state: 'Choluteca', postal: '511' },
      { city: 'La Ceiba', state: 'Atlántida', postal: '311' },
      { city: 'Santa Rosa de Copán', state: 'Copán', postal: '411' },
      { city: 'Tegucigalpa', state: 'Francisco Morazán', postal: '111' },
    ],
    holidays: [
      ...LATAM_COMMON,
      h('Sábado Santo', easter(-1)),
      h('Día de las Américas', fixed(4, 14)),
      h('Día de la Independencia', fixed(9, 15)),
      h('Navidad', fixed(12, 25)),
    ],
  },
  ni: {
    code: 'ni',
    productFamily: 'latam',
    masterLang: 'es',
    soldToPrefix: '17',
    phonePrefix: '+505',
    legalSuffixes: ['S.A.', ''],
    cities: [
      { city: 'Managua', state: 'Managua', postal: '110' },
      { city: 'León', state: 'León', postal: '210' },
      { city: 'Chinandega', state: 'Chinandega', postal: '260' },
      { city: 'Matagalpa', state: 'Matagalpa', postal: '610' },
      { city: 'Estelí', state: 'Estelí', postal: '310' },
      { city: 'Juigalpa', state: 'Chontales', postal: '510' },
      { city: 'Masaya', state: 'Masaya', postal: '410' },
      { city: 'Boaco', state: 'Boaco', postal: '530' },
    ],
    holidays: [
      ...LATAM_COMMON,
      h('Día de la Revolución', fixed(7, 19)),
      h('Batalla de San Jacinto', fixed(9, 14)),
      h('Día de la Independencia', fixed(9, 15)),
      h('Inmaculada Concepción', fixed(12, 8)),
      h('Navidad', fixed(12, 25)),
    ],
  },
  pe: {
    code: 'pe',
    productFamily: 'latam',
    masterLang: 'es',
    soldToPrefix: '18',
    phonePrefix: '+51',
    legalSuffixes: ['S.A.C.', 'E.I.R.L.', 'S.A.', ''],
    cities: [
      { city: 'Lima', state: 'Lima', postal: '15' },
      { city: 'Huaral', state: 'Lima', postal: '15' },
      { city: 'Chincha Alta', state: 'Ica', postal: '11' },
      { city: 'Ica', state: 'Ica', postal: '11' },
      { city: 'Arequipa', state: 'Arequipa', postal: '04' },
      { city: 'Trujillo', state: 'La Libertad', postal: '13' },
      { city: 'Chiclayo', state: 'Lambayeque', postal: '14' },
      { city: 'Piura', state: 'Piura', postal: '20' },
      { city: 'Cajamarca', state: 'Cajamarca', postal: '06' },
      { city: 'Huancayo', state: 'Junín', postal: '12' },
    ],
    holidays: [
      ...LATAM_COMMON,
      h('San Pedro y San Pablo', fixed(6, 29)),
      h('Fiestas Patrias', fixed(7, 28)),
      h('Fiestas Patrias', fixed(7, 29)),
      h('Santa Rosa de Lima', fixed(8, 30)),
      h('Combate de Angamos', fixed(10, 8)),
      h('Día de Todos los Santos', fixed(11, 1)),
      h('Inmaculada Concepción', fixed(12, 8)),
      h('Navidad', fixed(12, 25)),
    ],
  },
  co: {
    code: 'co',
    productFamily: 'latam',
    masterLang: 'es',
    soldToPrefix: '19',
    phonePrefix: '+57',
    legalSuffixes: ['S.A.S.', 'Ltda.', 'S.A.', ''],
    cities: [
      { city: 'Mosquera', state: 'Cundinamarca', postal: '250040' },
      { city: 'Bogotá', state: 'Cundinamarca', postal: '110111' },
      { city: 'Rionegro', state: 'Antioquia', postal: '054040' },
      { city: 'Medellín', state: 'Antioquia', postal: '050001' },
      { city: 'Buga', state: 'Valle del Cauca', postal: '763041' },
      { city: 'Cali', state: 'Valle del Cauca', postal: '760001' },
      { city: 'Bucaramanga', state: 'Santander', postal: '680001' },
      { city: 'Villavicencio', state: 'Meta', postal: '500001' },
      { city: 'Montería', state: 'Córdoba', postal: '230001' },
      { city: 'Pereira', state: 'Risaralda', postal: '660001' },
      { city: 'Tunja', state: 'Boyacá', postal: '150001' },
    ],
    holidays: [
      ...LATAM_COMMON,
      h('Día de la Independencia', fixed(7, 20)),
      h('Batalla de Boyacá', fixed(8, 7)),
      h('Inmaculada Concepción', fixed(12, 8)),
      h('Navidad', fixed(12, 25)),
    ],
  },
  gt: {
    code: 'gt',
    productFamily: 'latam',
    masterLang: 'es',
    soldToPrefix: '20',
    phonePrefix: '+502',
    legalSuffixes: ['S.A.', ''],
    cities: [
      { city: 'Ciudad de Guatemala', state: 'Guatemala', postal: '010' },
      { city: 'Escuintla', state: 'Escuintla', postal: '050' },
      { city: 'Chimaltenango', state: 'Chimaltenango', postal: '040' },
      { city: 'Quetzaltenango', state: 'Quetzaltenango', postal: '090' },
      { city: 'Cobán', state: 'Alta Verapaz', postal: '160' },
      { city: 'Jutiapa', state: 'Jutiapa', postal: '220' },
      { city: 'Zacapa', state: 'Zacapa', postal: '190' },
      { city: 'Retalhuleu', state: 'Retalhuleu', postal: '110' },
      { city: 'Mazatenango', state: 'Suchitepéquez', postal: '100' },
    ],
    holidays: [
      ...LATAM_COMMON,
      h('Sábado Santo', easter(-1)),
      h('Día del Ejército', fixed(6, 30)),
      h('Día de la Independencia', fixed(9, 15)),
      h('Día de la Revolución', fixed(10, 20)),
      h('Día de Todos los Santos', fixed(11, 1)),
      h('Navidad', fixed(12, 25)),
    ],
  },
};

export const MARKETS: Readonly<Record<MarketCode, MarketSpec>> = Object.fromEntries(
  MARKET_CODES.map((code) => [
    code,
    {
      ...MARKET_FACTS[code],
      ...PLACES[code],
      uiLang: MARKET_FACTS[code].defaultLanguage,
      locale: MARKET_FACTS[code].defaultLocale,
    },
  ]),
) as Record<MarketCode, MarketSpec>;

/** Plant id of the n-th plant (0-based) of a market. */
export function plantId(market: MarketCode, index: number): string {
  return MARKET_FACTS[market].plants[index]?.id ?? `plant-${market}-${index + 1}`;
}

/** SAP-style plant code: the sales organisation's country letters and a number. */
export function plantCode(market: MarketCode, index: number): string {
  return MARKET_FACTS[market].plants[index]?.code ?? `${market.toUpperCase()}${index + 1}`;
}
