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
}

const MON_FRI = [1, 2, 3, 4, 5] as const;
const MON_SAT = [1, 2, 3, 4, 5, 6] as const;

/** name, city, working days, delivery and pickup lead times, day span, today disabled. */
const plant = (
  name: string,
  city: string,
  workingDays: readonly number[],
  deliveryLeadTime: number,
  pickupLeadTime: number,
  daySpan: number,
  currentDateDisabled: boolean,
): PlantSpec => ({
  name,
  city,
  workingDays,
  deliveryLeadTime,
  pickupLeadTime,
  daySpan,
  currentDateDisabled,
});

/** The plants of each market, in order: the n-th is `plant-<market>-<n>`. */
export const PLANTS: Readonly<Record<Country, readonly PlantSpec[]>> = {
  us: [
    plant('Ames Feed Mill', 'Ames, IA', MON_FRI, 3, 1, 45, false),
    plant('Amarillo Feed Mill', 'Amarillo, TX', MON_SAT, 4, 2, 60, true),
    plant('Lancaster Feed Mill', 'Lancaster, PA', MON_FRI, 2, 1, 30, false),
    plant('Greeley Feed Mill', 'Greeley, CO', MON_FRI, 5, 2, 45, true),
  ],
  canada: [
    plant('Brandon Feed Mill', 'Brandon, MB', MON_FRI, 3, 1, 45, false),
    plant('Lethbridge Feed Mill', 'Lethbridge, AB', MON_FRI, 4, 2, 60, true),
    plant('Guelph Feed Mill', 'Guelph, ON', MON_SAT, 2, 1, 30, false),
  ],
  mx: [
    plant('Planta Celaya', 'Celaya, Gto.', MON_SAT, 3, 1, 45, false),
    plant('Planta Tepatitlán', 'Tepatitlán de Morelos, Jal.', MON_SAT, 4, 2, 60, true),
    plant('Planta Torreón', 'Torreón, Coah.', MON_FRI, 5, 2, 30, false),
  ],
  br: [
    plant('Fábrica Chapecó', 'Chapecó, SC', MON_FRI, 4, 2, 45, false),
    plant('Fábrica Toledo', 'Toledo, PR', MON_SAT, 3, 1, 60, true),
    plant('Fábrica Rio Verde', 'Rio Verde, GO', MON_FRI, 5, 2, 30, false),
  ],
  kr: [
    plant('안성공장', '경기도 안성시', MON_FRI, 2, 1, 30, false),
    plant('김해공장', '경상남도 김해시', MON_SAT, 3, 1, 45, true),
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
    plant('Planta Mosquera', 'Mosquera, Cundinamarca', MON_FRI, 3, 1, 45, false),
    plant('Planta Rionegro', 'Rionegro, Antioquia', MON_SAT, 4, 2, 60, true),
    plant('Planta Buga', 'Buga, Valle del Cauca', MON_FRI, 3, 1, 30, false),
  ],
  gt: [
    plant('Planta Escuintla', 'Escuintla', MON_SAT, 3, 1, 45, false),
    plant('Planta Chimaltenango', 'Chimaltenango', MON_FRI, 4, 2, 30, true),
    plant('Planta Quetzaltenango', 'Quetzaltenango', MON_SAT, 5, 2, 60, false),
  ],
};
