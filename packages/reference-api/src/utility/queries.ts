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
  messages: Record<string, string> | null;
  start_date: Date | string;
  start_time: string;
  end_date: Date | string;
  end_time: string;
  time_zone: string;
  countries: string[];
  business_units: string[];
}

/**
 * Windows whose end date is not two days before `now`'s (a zone is at most a day from UTC either way), of a
 * country (all when null). The exact end, an instant in the window's zone, is the caller's to check.
 */
export function recentBanners(db: Q, country: string | null, now: Date): Promise<BannerRow[]> {
  return db.query<BannerRow>(
    'SELECT * FROM banner_notifications WHERE end_date >= $2::date - 2 AND ($1::text IS NULL OR $1 = ANY(countries)) ORDER BY start_date, start_time, id',
    [country, now.toISOString().slice(0, 10)],
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
