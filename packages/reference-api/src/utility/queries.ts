/** Feature toggles, maintenance banners and the per-market configuration. */
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

export function featureToggles(db: Q): Promise<{ name: string; enabled: boolean }[]> {
  return db.query<{ name: string; enabled: boolean }>(
    'SELECT name, enabled FROM feature_toggles ORDER BY name',
  );
}

/** Whether a toggle is on; null when the database has no such toggle. */
export async function toggleEnabled(db: Q, name: string): Promise<boolean | null> {
  const [row] = await db.query<{ enabled: boolean }>(
    'SELECT enabled FROM feature_toggles WHERE name = $1',
    [name],
  );
  return row?.enabled ?? null;
}

export interface BannerRow {
  id: string;
  message: string;
  start_date: Date | string;
  start_time: string;
  end_date: Date | string;
  end_time: string;
  time_zone: string;
  country: string;
  business_units: string[];
}

/** Banners that have not ended, of a country (all when null). */
export function currentBanners(db: Q, country: string | null): Promise<BannerRow[]> {
  return db.query<BannerRow>(
    'SELECT * FROM banner_notifications WHERE end_date >= current_date AND ($1::text IS NULL OR country = $1) ORDER BY start_date, id',
    [country],
  );
}

/** The configuration of a country and language, or null. */
export async function marketConfig(
  db: Q,
  country: string,
  lang: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await db.query<{ config: Record<string, unknown> }>(
    'SELECT config FROM market_config WHERE country = $1 AND lang = $2',
    [country, lang],
  );
  return row?.config ?? null;
}
