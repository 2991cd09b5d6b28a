/** The plants and their holidays (ordering.md §3 "Delivery rule object"). */
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

export interface PlantRow {
  id: string;
  code: string;
  name: string;
  country: string;
  working_days: number[];
  delivery_lead_time: number;
  pickup_lead_time: number;
  day_span: number;
  current_date_disabled: boolean;
  pickup_start_hour: number;
  pickup_end_hour: number;
}

const PLANT_COLUMNS = `id, code, name, country, working_days, delivery_lead_time,
  pickup_lead_time, day_span, current_date_disabled, pickup_start_hour, pickup_end_hour`;

export async function plantRow(db: Q, plantId: string): Promise<PlantRow | null> {
  const [row] = await db.query<PlantRow>(`SELECT ${PLANT_COLUMNS} FROM plants WHERE id = $1`, [
    plantId,
  ]);
  return row ?? null;
}

/** A plant of a market (a pickup location), or null. */
export async function marketPlant(
  db: Q,
  plantId: string,
  market: string,
): Promise<PlantRow | null> {
  const [row] = await db.query<PlantRow>(
    `SELECT ${PLANT_COLUMNS} FROM plants WHERE id = $1 AND country = $2`,
    [plantId, market],
  );
  return row ?? null;
}

/** A day a plant is closed: a holiday or its own closing day, named in one language. */
export interface ClosedDayRow {
  date: string;
  name: string;
  kind: 'holiday' | 'closing';
}

/**
 * The closed days of a plant from `today` through its day span, named in `lang` where the row
 * knows that language, else in the market's own (the holiday library names a country's holidays
 * in its own languages and English only).
 */
export function holidaysAhead(
  db: Q,
  plant: Pick<PlantRow, 'id' | 'day_span'>,
  today: string,
  lang: string,
): Promise<ClosedDayRow[]> {
  return db.query<ClosedDayRow>(
    `SELECT holiday_date::text AS date, COALESCE(names->>$4, name) AS name, kind
       FROM plant_holidays
      WHERE plant_id = $1 AND holiday_date BETWEEN $2::date AND $2::date + $3::int
      ORDER BY holiday_date`,
    [plant.id, today, plant.day_span, lang],
  );
}

/** The plants of a market by code; `first`, when given, leads. */
export function plantsOfMarket(
  db: Q,
  market: string,
  first: string | null = null,
): Promise<{ id: string; code: string; name: string }[]> {
  return db.query<{ id: string; code: string; name: string }>(
    'SELECT id, code, name FROM plants WHERE country = $1 ORDER BY (id = $2) DESC, code',
    [market, first],
  );
}

/** The market's plant with this id or code, or null. */
export async function plantByIdOrCode(
  db: Q,
  idOrCode: string,
  market: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM plants WHERE (id = $1 OR code = $1) AND country = $2',
    [idOrCode, market],
  );
  return row ?? null;
}
