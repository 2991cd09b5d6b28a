/**
 * Order templates (issue 17): saved carts of a user for one sold-to account. A template belongs
 * to the user who saved it and to the account it was saved for; shared, it is visible (read and
 * apply, not rename, share or delete) to every user linked to that account. Another account's
 * template answers 404 like a missing one; a user who may see a template but not change it gets
 * 403. Applying one adds its lines to the cart the way cart/replicate does (quantities corrected
 * to the product's rules now, lines no longer sold reported and not added).
 */
import { Type, type Static } from 'typebox';
import { Cart } from './cart';
import { ReorderSummary } from './cart-reorder';
import { ProductUnit } from './products';

/** The longest template name, in characters (after trimming). */
export const TEMPLATE_NAME_MAX = 60;
/** How many templates one account (sold-to) may hold, every user's together. */
export const TEMPLATES_PER_SOLD_TO = 50;

const TemplateName = Type.String({ minLength: 1, maxLength: TEMPLATE_NAME_MAX });
const TemplateId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' });

export const OrderTemplateLine = Type.Object(
  {
    sku: Type.String(),
    title: Type.String(),
    quantity: Type.Number(),
    /** The unit of the count, in the label language ("bags"). */
    countLabel: Type.String(),
  },
  { additionalProperties: false },
);
export type OrderTemplateLine = Static<typeof OrderTemplateLine>;

/** The calling user's "every N days" reminder on the template, if they set one. */
export const OrderTemplateReminder = Type.Object(
  {
    reminderId: Type.String(),
    everyDays: Type.Integer(),
    nextDueAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type OrderTemplateReminder = Static<typeof OrderTemplateReminder>;

export const OrderTemplate = Type.Object(
  {
    templateId: Type.String(),
    name: Type.String(),
    shared: Type.Boolean(),
    /** The user who saved it: shown on the shared ones of other users. */
    owner: Type.Object(
      { name: Type.String(), isCaller: Type.Boolean() },
      { additionalProperties: false },
    ),
    lines: Type.Array(OrderTemplateLine),
    /** The total weight of the lines, in `weightUnit` (the products' unit, lb or kg). */
    totalWeight: Type.Number(),
    weightUnit: ProductUnit,
    reminder: Type.Union([OrderTemplateReminder, Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type OrderTemplate = Static<typeof OrderTemplate>;

/** The account's templates the caller may see: their own first, then the shared ones, by name. */
export const OrderTemplateList = Type.Object(
  {
    templates: Type.Array(OrderTemplate),
    limits: Type.Object(
      { nameMaxLength: Type.Integer(), perSoldTo: Type.Integer() },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type OrderTemplateList = Static<typeof OrderTemplateList>;

/** cart/templates/create: the caller's cart of the account, as it is now, saved under a name. */
export const OrderTemplateCreate = Type.Object(
  { name: TemplateName, shared: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type OrderTemplateCreate = Static<typeof OrderTemplateCreate>;

export const OrderTemplateRename = Type.Object(
  { templateId: TemplateId, name: TemplateName },
  { additionalProperties: false },
);
export type OrderTemplateRename = Static<typeof OrderTemplateRename>;

export const OrderTemplateShare = Type.Object(
  { templateId: TemplateId, shared: Type.Boolean() },
  { additionalProperties: false },
);
export type OrderTemplateShare = Static<typeof OrderTemplateShare>;

export const OrderTemplateRef = Type.Object(
  { templateId: TemplateId },
  { additionalProperties: false },
);
export type OrderTemplateRef = Static<typeof OrderTemplateRef>;

/** merge: the template's quantities are added to the cart's lines; replace: the cart is emptied first. */
export const OrderTemplateApplyMode = Type.Union([Type.Literal('merge'), Type.Literal('replace')]);
export type OrderTemplateApplyMode = Static<typeof OrderTemplateApplyMode>;

export const OrderTemplateApply = Type.Object(
  { templateId: TemplateId, mode: OrderTemplateApplyMode },
  { additionalProperties: false },
);
export type OrderTemplateApply = Static<typeof OrderTemplateApply>;

/**
 * What applying did with each line: the shape of order again's summary (added, corrected,
 * changed since the template was saved, not added and why), named by the template.
 */
export const OrderTemplateSummary = Type.Object(
  {
    templateId: Type.String(),
    name: Type.String(),
    mode: OrderTemplateApplyMode,
    currency: Type.String(),
    weightUnit: ProductUnit,
    added: ReorderSummary.properties.added,
    corrected: ReorderSummary.properties.corrected,
    changed: ReorderSummary.properties.changed,
    notAdded: ReorderSummary.properties.notAdded,
  },
  { additionalProperties: false },
);
export type OrderTemplateSummary = Static<typeof OrderTemplateSummary>;

/** cart/templates/apply's answer: the cart as every cart call answers it, and the summary. */
export const AppliedTemplate = Type.Object({ ...Cart.properties, summary: OrderTemplateSummary });
export type AppliedTemplate = Static<typeof AppliedTemplate>;

export const OrderTemplateDeleted = Type.Object(
  { deleted: Type.Literal(true) },
  { additionalProperties: false },
);
export type OrderTemplateDeleted = Static<typeof OrderTemplateDeleted>;
