/**
 * The entitlement service (shell-and-admin.md §7 "Entitlements: customerEntitlements,
 * customer/{customerID}?isSimplified=true, update") and the digital pages it opens (§2: the
 * nutritioncloud, research and porkdocuments pages of the analytics list).
 */
import { Type, type Static } from 'typebox';

/**
 * The tools and pages an account can be entitled to: the three digital areas and the
 * nutrition-cloud tools, one per sub-page of shell-and-admin.md §2.
 */
export const EntitlementTool = Type.Union([
  Type.Literal('nutritioncloud'),
  Type.Literal('nutrientanalysis'),
  Type.Literal('supplierselection'),
  Type.Literal('FeedOrdering'),
  Type.Literal('millmanager'),
  Type.Literal('agriness'),
  Type.Literal('bidashboards'),
  Type.Literal('producerprofitability'),
  Type.Literal('research'),
  Type.Literal('porkdocuments'),
]);
export type EntitlementTool = Static<typeof EntitlementTool>;

/** One tool of an account, with who last changed it. */
export const Entitlement = Type.Object({
  tool: EntitlementTool,
  /** When it was granted (ISO date-time). */
  grantedAt: Type.String(),
  /** Who granted it: a user id, or `demo-data` for the seeded ones. */
  grantedBy: Type.String(),
});
export type Entitlement = Static<typeof Entitlement>;

/** GET entitlements/customerEntitlements: the selected account's (or X-Account-Id's) tools. */
export const CustomerEntitlements = Type.Object({
  customerID: Type.String(),
  soldToCode: Type.String(),
  businessUnit: Type.String(),
  entitlements: Type.Array(Entitlement),
});
export type CustomerEntitlements = Static<typeof CustomerEntitlements>;

/** GET entitlements/customer/{customerID}?isSimplified=true: the tools' names only. */
export const SimplifiedEntitlements = Type.Object({
  customerID: Type.String(),
  tools: Type.Array(EntitlementTool),
});
export type SimplifiedEntitlements = Static<typeof SimplifiedEntitlements>;

export const CustomerIdParams = Type.Object(
  { customerID: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type CustomerIdParams = Static<typeof CustomerIdParams>;

export const CustomerEntitlementsQuery = Type.Object(
  { isSimplified: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type CustomerEntitlementsQuery = Static<typeof CustomerEntitlementsQuery>;

/** POST entitlements/update: an administrator sets an account's tools (the whole set). */
export const EntitlementUpdate = Type.Object(
  {
    customerID: Type.String({ minLength: 1, maxLength: 64 }),
    tools: Type.Array(EntitlementTool, { maxItems: 10, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type EntitlementUpdate = Static<typeof EntitlementUpdate>;

/** The digital pages (shell-and-admin.md §2), as their path under `pages/`. */
export const DigitalPagePath = Type.Union([
  Type.Literal('nutritioncloud'),
  Type.Literal('nutritioncloud/nutrientanalysis'),
  Type.Literal('nutritioncloud/supplierselection'),
  Type.Literal('nutritioncloud/FeedOrdering'),
  Type.Literal('nutritioncloud/millmanager'),
  Type.Literal('nutritioncloud/agriness'),
  Type.Literal('nutritioncloud/bidashboards'),
  Type.Literal('nutritioncloud/bidashboards/sows'),
  Type.Literal('nutritioncloud/bidashboards/nurseryandfinishing'),
  Type.Literal('nutritioncloud/producerprofitability'),
  Type.Literal('research'),
  Type.Literal('research/all'),
  Type.Literal('research/finishing'),
  Type.Literal('research/nursery'),
  Type.Literal('research/sows'),
  Type.Literal('porkdocuments'),
]);
export type DigitalPagePath = Static<typeof DigitalPagePath>;

export const DigitalPageQuery = Type.Object(
  { path: DigitalPagePath },
  { additionalProperties: false },
);
export type DigitalPageQuery = Static<typeof DigitalPageQuery>;

/** A measured result of one treatment of a trial. */
export const TrialResult = Type.Object({
  treatment: Type.String(),
  value: Type.Number(),
});
export type TrialResult = Static<typeof TrialResult>;

/** A research trial's summary: what was compared and what was measured. */
export const TrialSummary = Type.Object({
  id: Type.String(),
  stage: Type.Union([Type.Literal('sows'), Type.Literal('nursery'), Type.Literal('finishing')]),
  title: Type.String(),
  summary: Type.String(),
  /** What was measured and its unit, e.g. "Average daily gain (g/day)". */
  measure: Type.String(),
  unit: Type.String(),
  /** Animals in the trial. */
  animals: Type.Integer(),
  /** The year the trial ended. */
  year: Type.Integer(),
  results: Type.Array(TrialResult),
});
export type TrialSummary = Static<typeof TrialSummary>;

/** A link to another digital page shown on a page (the sub-pages of nutritioncloud, research). */
export const DigitalPageLink = Type.Object({
  path: DigitalPagePath,
  title: Type.String(),
});
export type DigitalPageLink = Static<typeof DigitalPageLink>;

/**
 * GET entitlements/page?path=: one digital page's content from the server's configuration, in
 * the user's language and market (403 ENTITLEMENT when the account or user may not see it).
 */
export const DigitalPage = Type.Object({
  path: DigitalPagePath,
  title: Type.String(),
  description: Type.String(),
  /** The external tool the page launches (https), or null. */
  launchUrl: Type.Union([Type.String(), Type.Null()]),
  /** The words the page's documents are searched with (document service), or null. */
  documentQuery: Type.Union([Type.String(), Type.Null()]),
  /** The sub-pages this account may open. */
  links: Type.Array(DigitalPageLink),
  trials: Type.Array(TrialSummary),
});
export type DigitalPage = Static<typeof DigitalPage>;
