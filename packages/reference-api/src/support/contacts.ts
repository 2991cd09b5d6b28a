/**
 * How each market's customer service is reached (phone, e-mail, opening hours) and the units a
 * complaint line is counted in, in the four interface languages (ordering.md §2 screen 13, §4
 * Complaint form). Split from catalogue.ts, which keeps the complaint categories.
 */
import type { Language } from '@anp/rules';
import { MARKETS, type MarketCode } from '../markets';
import { txt, type Texts } from './texts';

/** Opening hours of each market's customer service, in local time. */
const SUPPORT_HOURS: Readonly<Record<MarketCode, Texts>> = {
  us: txt(
    'Monday to Friday, 7:00 a.m. to 6:00 p.m. Central Time',
    'De lunes a viernes, de 7:00 a 18:00, hora del Centro de EE. UU.',
    'De segunda a sexta, das 7h às 18h, horário central dos EUA',
    '월요일~금요일 오전 7시~오후 6시(미국 중부 시간)',
  ),
  canada: txt(
    'Monday to Friday, 7:30 a.m. to 5:00 p.m. Central Time',
    'De lunes a viernes, de 7:30 a 17:00, hora del Centro de Canadá',
    'De segunda a sexta, das 7h30 às 17h, horário central do Canadá',
    '월요일~금요일 오전 7시 30분~오후 5시(캐나다 중부 시간)',
  ),
  mx: txt(
    'Monday to Friday 8:00 a.m. to 6:00 p.m., Saturday 8:00 a.m. to 1:00 p.m. (Mexico City time)',
    'Lunes a viernes de 8:00 a 18:00 y sábados de 8:00 a 13:00 (hora de la Ciudad de México)',
    'Segunda a sexta das 8h às 18h e sábado das 8h às 13h (horário da Cidade do México)',
    '월요일~금요일 오전 8시~오후 6시, 토요일 오전 8시~오후 1시(멕시코시티 시간)',
  ),
  br: txt(
    'Monday to Friday, 8:00 a.m. to 5:30 p.m. (Brasília time)',
    'De lunes a viernes, de 8:00 a 17:30 (hora de Brasilia)',
    'De segunda a sexta, das 8h às 17h30 (horário de Brasília)',
    '월요일~금요일 오전 8시~오후 5시 30분(브라질리아 시간)',
  ),
  kr: txt(
    'Monday to Friday, 9:00 a.m. to 6:00 p.m. (Korea time)',
    'De lunes a viernes, de 9:00 a 18:00 (hora de Corea)',
    'De segunda a sexta, das 9h às 18h (horário da Coreia)',
    '월요일~금요일 오전 9시~오후 6시(한국 시간)',
  ),
  cr: txt(
    'Monday to Friday, 7:00 a.m. to 5:00 p.m.',
    'De lunes a viernes, de 7:00 a 17:00',
    'De segunda a sexta, das 7h às 17h',
    '월요일~금요일 오전 7시~오후 5시',
  ),
  hn: txt(
    'Monday to Friday 7:00 a.m. to 5:00 p.m., Saturday 7:00 a.m. to noon',
    'Lunes a viernes de 7:00 a 17:00 y sábados de 7:00 a 12:00',
    'Segunda a sexta das 7h às 17h e sábado das 7h às 12h',
    '월요일~금요일 오전 7시~오후 5시, 토요일 오전 7시~정오',
  ),
  ni: txt(
    'Monday to Friday 7:00 a.m. to 5:00 p.m., Saturday 7:00 a.m. to noon',
    'Lunes a viernes de 7:00 a 17:00 y sábados de 7:00 a 12:00',
    'Segunda a sexta das 7h às 17h e sábado das 7h às 12h',
    '월요일~금요일 오전 7시~오후 5시, 토요일 오전 7시~정오',
  ),
  pe: txt(
    'Monday to Friday, 8:00 a.m. to 6:00 p.m. (Lima time)',
    'De lunes a viernes, de 8:00 a 18:00 (hora de Lima)',
    'De segunda a sexta, das 8h às 18h (horário de Lima)',
    '월요일~금요일 오전 8시~오후 6시(리마 시간)',
  ),
  co: txt(
    'Monday to Friday, 7:30 a.m. to 5:30 p.m. (Bogotá time)',
    'De lunes a viernes, de 7:30 a 17:30 (hora de Bogotá)',
    'De segunda a sexta, das 7h30 às 17h30 (horário de Bogotá)',
    '월요일~금요일 오전 7시 30분~오후 5시 30분(보고타 시간)',
  ),
  gt: txt(
    'Monday to Friday 7:00 a.m. to 5:00 p.m., Saturday 7:00 a.m. to noon',
    'Lunes a viernes de 7:00 a 17:00 y sábados de 7:00 a 12:00',
    'Segunda a sexta das 7h às 17h e sábado das 7h às 12h',
    '월요일~금요일 오전 7시~오후 5시, 토요일 오전 7시~정오',
  ),
};

/** How the market's customer service is reached, in a language. */
export function contactOf(
  market: MarketCode,
  lang: Language,
): { phone: string; email: string; hours: string } {
  return {
    phone: MARKETS[market].supportPhone,
    email: `support.${market}@demo.test`,
    hours: SUPPORT_HOURS[market][lang],
  };
}

/** A unit a complaint line's quantity is counted in. */
export interface UnitSpec {
  code: string;
  label: Texts;
}

const UNIT: Readonly<Record<string, Texts>> = {
  bag: txt('Bags', 'Sacos', 'Sacos', '포대'),
  box: txt('Boxes', 'Cajas', 'Caixas', '상자'),
  each: txt('Units (each)', 'Piezas', 'Unidades', '개'),
  tote: txt('Totes (big bags)', 'Súper sacos (big bags)', 'Big bags', '톤백'),
  lb: txt('Pounds (lb)', 'Libras (lb)', 'Libras (lb)', '파운드(lb)'),
  kg: txt('Kilograms (kg)', 'Kilogramos (kg)', 'Quilos (kg)', '킬로그램(kg)'),
  qq: txt('Quintals (qq)', 'Quintales (qq)', 'Quintais (qq)', '킨탈(qq)'),
  ton: txt(
    'Short tons (2,000 lb)',
    'Toneladas cortas (2,000 lb)',
    'Toneladas curtas (2.000 lb)',
    '쇼트톤(2,000 lb)',
  ),
  t: txt('Metric tons (t)', 'Toneladas métricas (t)', 'Toneladas métricas (t)', '미터톤(t)'),
};

/**
 * The units of a market, in the order the form offers them: packages first, then the market's
 * weight unit (ordering.md §1: quintal in hn, ni and gt; kg in co, pe, cr and mx; lb elsewhere)
 * and its ton.
 */
export function unitsOf(market: MarketCode): UnitSpec[] {
  const weight = MARKETS[market].weightUnit;
  const codes =
    weight === 'lb'
      ? ['bag', 'box', 'each', 'tote', 'lb', 'ton']
      : weight === 'kg'
        ? ['bag', 'box', 'each', 'tote', 'kg', 't']
        : ['bag', 'box', 'each', 'tote', 'qq', 'kg', 't'];
  return codes.map((code) => ({ code, label: UNIT[code] ?? txt(code, code, code, code) }));
}
