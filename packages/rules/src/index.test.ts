import { describe, expect, it } from 'vitest';
import * as model from './index';

// The contract other packages rely on: every name must stay exported from the model barrel.
const CONTRACT = [
  // markets.ts
  'COUNTRIES',
  'isCountry',
  'marketOf',
  'UnknownMarketError',
  'currencySymbolOf',
  // format.ts
  'formatPrice',
  'formatNumber',
  'formatWeight',
  'formatDisplayDate',
  'toApiDate',
  'toComplaintDate',
  'formatCutoff',
  'padPallet',
  'badgeLabel',
  'WEIGHT_SCALE',
  'scaleWeight',
  'unscaleWeight',
  'sumWeights',
  'roundTons',
  'toTons',
  'feeLimitText',
  // ordering-rules.ts
  'isCartVisible',
  'defaultShipMethod',
  'pickupSlots',
  'DEFAULT_TRUCK_SIZE',
  // portal-path.ts
  'parsePortalPath',
  'buildPortalPath',
  'landingPathAfterLogin',
  // locale.ts
  'LANGUAGES',
  'languageOfLocale',
  'localeOf',
  // permissions.ts
  'GROUPS',
  'classifyUser',
  'canSeeNavItem',
  'filterNavItems',
  'isMarketingUser',
  'canPurchase',
  'PERMISSION_KEYS',
  // constants.ts
  'TIMEOUTS',
  'TOKEN_RENEWAL_SECONDS',
  'IDLE_EVENTS',
  'SEARCH_DEBOUNCE_MS',
  'ACCOUNT_PICKER_THRESHOLD',
  'BADGE_MAX',
  'MAX_LOT_NUMBERS',
  'ORDER_FILTER_RANGE',
  'EXPORT_TYPES',
  'DOCUMENTS_ZIP_NAME',
  'FOOTER_CONSENT_DELAY_MS',
  'PREVIEWABLE_TYPES',
  'accountPageSize',
] as const;

describe('model index', () => {
  it.each(CONTRACT.map((name) => [name]))('exports %s', (name) => {
    expect(model).toHaveProperty(name);
    expect(model[name]).toBeDefined();
  });
});
