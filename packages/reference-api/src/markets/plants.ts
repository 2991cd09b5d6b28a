import type { Country } from '@anp/rules';

/** A plant of a market: where orders are made and picked up, and its delivery rules. */
export interface PlantSpec {
  name: string;
  /** Its town (the plant's address in the pickup locations and the complaint form). */
  city: string;
  /** 0 = Sunday ... 6 = Saturday. */
  workingDays: readonly number[];
  /** Days from order to delivery, and to pickup. */
  deliveryLeadTime: number;
  pickupLeadTime: number;
  /** Latest requestable date: today + daySpan. */
  daySpan: number;
  currentDateDisabled: boolean;
  /**
   * Its state or province (ISO 3166-2 subdivision code), whose holidays it keeps beside the
   * country's; none where the holiday library has no regional holidays for the market.
   */
  region?: string;
  /** Its own closing days, every year (inventory count, maintenance shutdown). */
  closings: readonly PlantClosing[];
}

type Names = Readonly<Record<'en' | 'es' | 'pt' | 'ko', string>>;

/** A plant's closing days every year: from month-day, `days` long (default 1). */
export interface PlantClosing {
  month: number;
  day: number;
  days?: number;
  name: Names;
}

const INVENTORY: Names = {
  en: 'Year-end inventory count',
  es: 'Inventario de fin de año',
  pt: 'Inventário de fim de ano',
  ko: '연말 재고 조사',
};
const MAINTENANCE: Names = {
  en: 'Maintenance shutdown',
  es: 'Parada por mantenimiento',
  pt: 'Parada para manutenção',
  ko: '설비 정비 휴무',
};

/** Decision: every plant counts its stock on 30 December; some stop for maintenance too. */
const inventory: PlantClosing = { month: 12, day: 30, name: INVENTORY };
const maintenance = (month: number, day: number, days: number): PlantClosing => ({
  month,
  day,
  days,
  name: MAINTENANCE,
});

const MON_FRI = [1, 2, 3, 4, 5] as const;
const MON_SAT = [1, 2, 3, 4, 5, 6] as const;

/**
 * name, city, working days, delivery and pickup lead times, day span, today disabled, and the
 * plant's region and closing days beyond the year-end inventory.
 */
const plant = (
  name: string,
  city: string,
  workingDays: readonly number[],
  deliveryLeadTime: number,
  pickupLeadTime: number,
  daySpan: number,
  currentDateDisabled: boolean,
  where: { region?: string; closings?: readonly PlantClosing[] } = {},
): PlantSpec => ({
  name,
  city,
  workingDays,
  deliveryLeadTime,
  pickupLeadTime,
  daySpan,
  currentDateDisabled,
  ...(where.region ? { region: where.region } : {}),
  closings: [inventory, ...(where.closings ?? [])],
});

/** The plants of each market, in order: the n-th is `plant-<market>-<n>`. */
export const PLANTS: Readonly<Record<Country, readonly PlantSpec[]>> = {
  us: [
    plant('Ames Feed Mill', 'Ames, IA', MON_FRI, 3, 1, 45, false, { region: 'IA' }),
    plant('Amarillo Feed Mill', 'Amarillo, TX', MON_SAT, 4, 2, 60, true, {
      region: 'TX',
      closings: [maintenance(7, 6, 3)],
    }),
    plant('Lancaster Feed Mill', 'Lancaster, PA', MON_FRI, 2, 1, 30, false, { region: 'PA' }),
    plant('Greeley Feed Mill', 'Greeley, CO', MON_FRI, 5, 2, 45, true, { region: 'CO' }),
  ],
  canada: [
    plant('Brandon Feed Mill', 'Brandon, MB', MON_FRI, 3, 1, 45, false, { region: 'MB' }),
    plant('Lethbridge Feed Mill', 'Lethbridge, AB', MON_FRI, 4, 2, 60, true, { region: 'AB' }),
    plant('Guelph Feed Mill', 'Guelph, ON', MON_SAT, 2, 1, 30, false, {
      region: 'ON',
      closings: [maintenance(12, 7, 2)],
    }),
  ],
  mx: [
    plant('Planta Celaya', 'Celaya, Gto.', MON_SAT, 3, 1, 45, false),
    plant('Planta Tepatitlán', 'Tepatitlán de Morelos, Jal.', MON_SAT, 4, 2, 60, true),
    plant('Planta Torreón', 'Torreón, Coah.', MON_FRI, 5, 2, 30, false),
  ],
  br: [
    plant('Fábrica Chapecó', 'Chapecó, SC', MON_FRI, 4, 2, 45, false, { region: 'SC' }),
    plant('Fábrica Toledo', 'Toledo, PR', MON_SAT, 3, 1, 60, true, { region: 'PR' }),
    plant('Fábrica Rio Verde', 'Rio Verde, GO', MON_FRI, 5, 2, 30, false, { region: 'GO' }),
  ],
  kr: [
    plant('안성공장', '경기도 안성시', MON_FRI, 2, 1, 30, false),
    plant('김해공장', '경상남도 김해시', MON_SAT, 3, 1, 45, true, {
      closings: [maintenance(8, 3, 5)],
    }),
  ],
  cr: [
    plant('Planta Alajuela', 'Alajuela', MON_FRI, 2, 1, 30, false),
    plant('Planta Liberia', 'Liberia, Guanacaste', MON_SAT, 3, 1, 45, true),
  ],
  hn: [
    plant('Planta San Pedro Sula', 'San Pedro Sula, Cortés', MON_SAT, 3, 1, 45, false),
    plant('Planta Comayagua', 'Comayagua', MON_FRI, 4, 2, 30, true),
  ],
  ni: [
    plant('Planta Managua', 'Managua', MON_SAT, 2, 1, 30, false),
    plant('Planta Chinandega', 'Chinandega', MON_FRI, 3, 2, 45, false),
  ],
  pe: [
    plant('Planta Huaral', 'Huaral, Lima', MON_SAT, 3, 1, 45, false),
    plant('Planta Arequipa', 'Arequipa', MON_FRI, 4, 2, 60, true),
    plant('Planta Trujillo', 'Trujillo, La Libertad', MON_FRI, 3, 2, 30, false),
  ],
  co: [
    plant('Planta Mosquera', 'Mosquera, Cundinamarca', MON_FRI, 3, 1, 45, false, {
      closings: [maintenance(12, 14, 2)],
    }),
    plant('Planta Rionegro', 'Rionegro, Antioquia', MON_SAT, 4, 2, 60, true),
    plant('Planta Buga', 'Buga, Valle del Cauca', MON_FRI, 3, 1, 30, false),
  ],
  gt: [
    plant('Planta Escuintla', 'Escuintla', MON_SAT, 3, 1, 45, false, {
      closings: [maintenance(12, 10, 2)],
    }),
    plant('Planta Chimaltenango', 'Chimaltenango', MON_FRI, 4, 2, 30, true),
    plant('Planta Quetzaltenango', 'Quetzaltenango', MON_SAT, 5, 2, 60, false),
  ],
};
