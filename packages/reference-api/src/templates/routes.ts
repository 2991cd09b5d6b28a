/**
 * Order templates (issue 17): list, create from the cart, rename, share, delete, apply. Every
 * call acts on the account of the cart calls (X-Account-Id, else the selected one) and needs the
 * cart of that account to be visible to the user, as cart/enableAddToCart decides (403
 * CART_HIDDEN or NO_PURCHASE_RIGHTS): where the cart is hidden, templates are too. A template of
 * another account answers 404 like a missing one; a shared template of another user of the
 * account may be read and applied, and changing it answers 403 NOT_OWNER.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { canPurchase, convertWeight, isCartVisible } from '@anp/rules';
import {
  AppliedTemplate,
  OrderTemplate,
  OrderTemplateApply,
  OrderTemplateCreate,
  OrderTemplateDeleted,
  OrderTemplateList,
  OrderTemplateRef,
  OrderTemplateRename,
  OrderTemplateShare,
  TEMPLATE_NAME_MAX,
  TEMPLATES_PER_SOLD_TO,
  errorResponses,
} from '@anp/contract';
import { labelLanguage, type OrderingAccount, type OrderingUser } from '../accounts/caller';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { MARKETS } from '../markets';
import { productsBySku } from '../products/queries';
import { containerMultiplier, unitPriceCents } from '../products/views';
import { addLines, ensureCart, touchCart } from '../cart/queries';
import { reorderPlan } from '../cart/replicate';
import { callOf, cartState, contextHeaders, reread } from '../cart/state';
import { toCart } from '../cart/views';
import { toggleEnabled } from '../utility/queries';
import type { CartState } from '../cart/model';
import {
  accountTemplate,
  deleteTemplate,
  emptyCart,
  insertTemplate,
  templateCount,
  templateLines,
  updateTemplate,
  visibleTemplates,
  type TemplateRow,
} from './queries';
import { toTemplate } from './views';

type Q = Pick<Db, 'query'>;

/** The rule of cart/enableAddToCart: templates exist only where the user has the cart. */
async function requireCart(
  q: Q,
  user: OrderingUser,
  account: OrderingAccount,
  languageHeader: unknown,
): Promise<void> {
  if (!canPurchase(user.groups))
    throw new HttpError(403, 'NO_PURCHASE_RIGHTS', 'This user may not order for this account');
  const visible = isCartVisible({
    country: account.region,
    lang: labelLanguage(user, languageHeader),
    businessUnit: account.businessUnit || user.businessUnit,
    cartEnabled: (await toggleEnabled(q, 'cartEnabled')) ?? true,
  });
  if (!visible) throw new HttpError(403, 'CART_HIDDEN', 'The cart is not offered for this account');
}

const missing = () =>
  new HttpError(404, 'NOT_FOUND', 'No such template for this account', 'body.templateId');

const notOwner = () =>
  new HttpError(
    403,
    'NOT_OWNER',
    'Only the user who saved this template may change it',
    'body.templateId',
  );

/** A trimmed name of 1 to TEMPLATE_NAME_MAX characters (the schema counts untrimmed ones). */
function nameOf(raw: string): string {
  const name = raw.trim();
  if (name.length === 0)
    throw new HttpError(400, 'VALIDATION', 'body.name must not be blank', 'body.name');
  if (name.length > TEMPLATE_NAME_MAX)
    throw new HttpError(
      400,
      'VALIDATION',
      `body.name must be at most ${TEMPLATE_NAME_MAX} characters`,
      'body.name',
    );
  return name;
}

export const templateRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  fastify,
  { db, now },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The call's cart state, once the cart is known to be offered. */
  async function stateOf(q: Q, request: Parameters<typeof callOf>[0], at: Date) {
    const state = await cartState(q, callOf(request), at);
    await requireCart(q, state.user, state.account, request.headers['x-language']);
    return state;
  }

  async function shown(q: Q, rows: readonly TemplateRow[], state: CartState) {
    const lines = await templateLines(
      q,
      rows.map((r) => r.id),
    );
    const context = { market: state.account.region, lang: state.lang, callerId: state.user.id };
    return rows.map((row) =>
      toTemplate(
        row,
        lines.filter((l) => l.template_id === row.id),
        context,
      ),
    );
  }

  /** One template, read again after a write, as the contract shows it. */
  async function reshown(q: Q, state: CartState, id: string) {
    const row = await accountTemplate(q, state.account.id, state.user.id, id);
    if (!row) throw missing();
    const [one] = await shown(q, [row], state);
    if (!one) throw missing();
    return one;
  }

  /** A template of the account the caller may see (their own, or shared), else 404. */
  async function visible(q: Q, accountId: string, userId: string, id: string) {
    const row = await accountTemplate(q, accountId, userId, id);
    if (!row || (row.user_id !== userId && !row.shared)) throw missing();
    return row;
  }

  /** A template the caller owns: 404 when they may not see it, 403 when it is another's. */
  async function owned(q: Q, accountId: string, userId: string, id: string) {
    const row = await visible(q, accountId, userId, id);
    if (row.user_id !== userId) throw notOwner();
    return row;
  }

  app.get(
    '/cart/templates',
    {
      schema: {
        tags: ['cart'],
        summary:
          "The account's order templates the user may see: their own, then the ones other users of the account shared",
        headers: contextHeaders,
        response: { 200: OrderTemplateList, ...errorResponses },
      },
    },
    async (request) => {
      const state = await stateOf(db, request, now());
      const rows = await visibleTemplates(db, state.account.id, state.user.id);
      return {
        templates: await shown(db, rows, state),
        limits: { nameMaxLength: TEMPLATE_NAME_MAX, perSoldTo: TEMPLATES_PER_SOLD_TO },
      };
    },
  );

  app.post(
    '/cart/templates/create',
    {
      schema: {
        tags: ['cart'],
        summary:
          "Saves the user's cart of the account, as it is now, as a named template (optionally shared with the account's other users)",
        headers: contextHeaders,
        body: OrderTemplateCreate,
        response: { 201: OrderTemplate, ...errorResponses },
      },
    },
    async (request, reply) => {
      const at = now();
      const name = nameOf(request.body.name);
      const saved = await db.transaction(async (tx) => {
        const state = await stateOf(tx, request, at);
        const market = state.account.region;
        const unit = MARKETS[market].productUnit;
        const lines = state.lines.filter((l) => l.quantity !== null && l.quantity > 0);
        if (lines.length === 0)
          throw new HttpError(400, 'EMPTY_CART', 'The cart has no quantities to save');
        if ((await templateCount(tx, state.account.id)) >= TEMPLATES_PER_SOLD_TO)
          throw new HttpError(
            409,
            'TEMPLATE_LIMIT',
            `This account already has ${TEMPLATES_PER_SOLD_TO} templates; delete one first`,
          );
        const same = await visibleTemplates(tx, state.account.id, state.user.id);
        if (
          same.some(
            (t) => t.user_id === state.user.id && t.name.toLowerCase() === name.toLowerCase(),
          )
        )
          throw new HttpError(
            409,
            'TEMPLATE_NAME_TAKEN',
            `You already have a template named ${name}`,
            'body.name',
          );
        const id = `tpl_${randomUUID()}`;
        await insertTemplate(
          tx,
          {
            id,
            userId: state.user.id,
            accountId: state.account.id,
            name,
            shared: request.body.shared ?? false,
            at,
          },
          lines.map((l) => {
            const quantity = l.quantity ?? 0;
            const unitWeight = convertWeight(
              l.net_weight_per_unit * containerMultiplier(l),
              l.unit_of_measure,
              unit,
            );
            return {
              sku: l.sku,
              quantity,
              unitPrice: unitPriceCents(l, market) / 100,
              netWeight: Math.round(unitWeight * quantity * 10_000) / 10_000,
              weightUnit: unit,
            };
          }),
        );
        return reshown(tx, state, id);
      });
      return reply.status(201).send(saved);
    },
  );

  app.post(
    '/cart/templates/rename',
    {
      schema: {
        tags: ['cart'],
        summary: 'Renames one of the user’s own templates',
        headers: contextHeaders,
        body: OrderTemplateRename,
        response: { 200: OrderTemplate, ...errorResponses },
      },
    },
    async (request) => {
      const at = now();
      const name = nameOf(request.body.name);
      return db.transaction(async (tx) => {
        const state = await stateOf(tx, request, at);
        const id = request.body.templateId;
        await owned(tx, state.account.id, state.user.id, id);
        const same = await visibleTemplates(tx, state.account.id, state.user.id);
        if (
          same.some(
            (t) =>
              t.id !== id &&
              t.user_id === state.user.id &&
              t.name.toLowerCase() === name.toLowerCase(),
          )
        )
          throw new HttpError(
            409,
            'TEMPLATE_NAME_TAKEN',
            `You already have a template named ${name}`,
            'body.name',
          );
        await updateTemplate(tx, id, { name }, at);
        return reshown(tx, state, id);
      });
    },
  );

  app.post(
    '/cart/templates/share',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Shares one of the user’s own templates with the account’s other users, or stops sharing it',
        headers: contextHeaders,
        body: OrderTemplateShare,
        response: { 200: OrderTemplate, ...errorResponses },
      },
    },
    async (request) => {
      const at = now();
      return db.transaction(async (tx) => {
        const state = await stateOf(tx, request, at);
        const id = request.body.templateId;
        await owned(tx, state.account.id, state.user.id, id);
        await updateTemplate(tx, id, { shared: request.body.shared }, at);
        return reshown(tx, state, id);
      });
    },
  );

  app.post(
    '/cart/templates/delete',
    {
      schema: {
        tags: ['cart'],
        summary: 'Deletes one of the user’s own templates (with the reminders set on it)',
        headers: contextHeaders,
        body: OrderTemplateRef,
        response: { 200: OrderTemplateDeleted, ...errorResponses },
      },
    },
    async (request) => {
      const at = now();
      return db.transaction(async (tx) => {
        const state = await stateOf(tx, request, at);
        await owned(tx, state.account.id, state.user.id, request.body.templateId);
        await deleteTemplate(tx, request.body.templateId);
        return { deleted: true as const };
      });
    },
  );

  app.post(
    '/cart/templates/apply',
    {
      schema: {
        tags: ['cart'],
        summary:
          "Starts or fills the cart from a template: merge adds its quantities to the cart's lines, replace empties the cart first; quantities corrected to the product's rules, lines no longer sold reported and not added",
        headers: contextHeaders,
        body: OrderTemplateApply,
        response: { 200: AppliedTemplate, ...errorResponses },
      },
    },
    async (request) => {
      const at = now();
      const { templateId, mode } = request.body;
      return db.transaction(async (tx) => {
        const state = await stateOf(tx, request, at);
        const row = await visible(tx, state.account.id, state.user.id, templateId);
        const lines = await templateLines(tx, [row.id]);
        const products = await productsBySku(
          tx,
          lines.map((l) => l.sku),
        );
        const { items, summary } = reorderPlan(state, row.name, lines, products);
        if (mode === 'replace' || items.length > 0) {
          const cart = await ensureCart(tx, state.user, state.account, at);
          if (mode === 'replace') await emptyCart(tx, cart.id);
          await addLines(tx, cart.id, items, products, at);
          await touchCart(tx, cart.id, at);
        }
        const { orderNumber: _name, ...rest } = summary;
        const invalidSkus = summary.notAdded.map((l) => l.sku);
        return {
          ...toCart(await reread(tx, state, at), { invalidSkus }),
          summary: { templateId: row.id, name: row.name, mode, ...rest },
        };
      });
    },
  );
};
