/** Default truck size offered in the cart (ordering.md §9: unit Tons, 6.00). */
export const DEFAULT_TRUCK_SIZE = { value: 6, unit: 'Tons', label: '6.00 Tons' } as const;

/** Default pickup opening hour (ordering.md §5, §9). */
export const DEFAULT_PICKUP_START_HOUR = 8;

/** Default pickup closing hour (ordering.md §5, §9). */
export const DEFAULT_PICKUP_END_HOUR = 16;

function normalize(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/**
 * Whether the cart (header badge and cart entry points) is shown (ordering.md §6,
 * shell-and-admin.md §6). Hidden for the pork business unit, every Korean page, br/pt pages,
 * and when the configuration flag is explicitly false. Comparisons are case-insensitive.
 */
export function isCartVisible({
  country,
  lang,
  businessUnit,
  cartEnabled,
}: {
  country: string;
  lang: string;
  businessUnit?: string | null;
  cartEnabled?: boolean;
}): boolean {
  if (cartEnabled === false) return false;
  if (normalize(businessUnit) === 'pork') return false;
  const c = normalize(country);
  const l = normalize(lang);
  // kr covers the spec's kr/ko and kr/en pages as well as any other Korean page.
  if (c === 'kr') return false;
  if (c === 'br' && l === 'pt') return false;
  return true;
}

/** A cart ship method, or '' when the user must choose. */
export type ShipMethod = 'pickup' | 'delivery';

// ordering.md §1 "Pickup default": these locales default to pickup.
const PICKUP_LOCALES: readonly string[] = ['es_gt', 'es_pe'];

/**
 * Initial ship method (ordering.md §1): '' for the new-business variant, `pickup` for es_GT
 * and es_PE (`-` or `_`, any case), `delivery` otherwise.
 */
export function defaultShipMethod(
  locale: string,
  opts: { newBusiness?: boolean } = {},
): ShipMethod | '' {
  if (opts.newBusiness === true) return '';
  const key = normalize(locale).replace('-', '_');
  return PICKUP_LOCALES.includes(key) ? 'pickup' : 'delivery';
}

/**
 * Hourly pickup slots from the opening hour up to, but excluding, the closing hour
 * (ordering.md §5): defaults give `08:00` … `15:00`. Hours must be integers with
 * 0 ≤ start < end ≤ 24; anything else yields [].
 */
export function pickupSlots(
  startHour = DEFAULT_PICKUP_START_HOUR,
  endHour = DEFAULT_PICKUP_END_HOUR,
): string[] {
  if (!Number.isInteger(startHour) || !Number.isInteger(endHour)) return [];
  if (startHour < 0 || endHour > 24 || startHour >= endHour) return [];
  const slots: string[] = [];
  for (let hour = startHour; hour < endHour; hour += 1) {
    slots.push(`${String(hour).padStart(2, '0')}:00`);
  }
  return slots;
}
