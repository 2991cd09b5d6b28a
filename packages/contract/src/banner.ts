import { Type, type Static } from 'typebox';

/**
 * A maintenance window (shell-and-admin.md §3 "Notification maintenance window", §7
 * utility/banner/notification): wall dates and times in a named IANA zone, the markets and
 * business units it concerns, and its text per language. The kit shows it in the user's own zone.
 */
export const Banner = Type.Object({
  id: Type.String(),
  /** The text in the default language (English); `messages` has it per language. */
  message: Type.String(),
  /** The text per interface language (`en`, `es`, `pt`, `ko`); a missing one reads `message`. */
  messages: Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), Type.String()),
  startDate: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: 'Wall date of the start, YYYY-MM-DD',
  }),
  startTime: Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'Wall time, HH:mm (24 h)' }),
  endDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  endTime: Type.String({ pattern: '^\\d{2}:\\d{2}$' }),
  /** IANA zone the wall times are written in, e.g. America/Chicago. */
  timeZone: Type.String(),
  /** Market codes (us, br, ...) the window concerns. */
  countries: Type.Array(Type.String()),
  /** Business units it concerns; empty: every business unit. */
  businessUnits: Type.Array(Type.String()),
});
export type Banner = Static<typeof Banner>;

/** GET utility/banner/notification: the windows that have not ended, earliest first. */
export const BannerQuery = Type.Object(
  {
    /** Only the windows of this market. */
    country: Type.Optional(Type.String({ pattern: '^[a-z]{2,10}$' })),
  },
  { additionalProperties: false },
);
export type BannerQuery = Static<typeof BannerQuery>;

export const BannerList = Type.Object({ banners: Type.Array(Banner) });
export type BannerList = Static<typeof BannerList>;
