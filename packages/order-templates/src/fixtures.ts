import type {
  Account,
  AppliedTemplate,
  OrderTemplate,
  OrderTemplateList,
  UserContext,
} from '@anp/contract';
import { cartFixture, reorderSummaryFixture } from '@anp/cart/fixtures';
import { fixtureAccount, fixtureContext, type FakeRoutes } from '@anp/core/testing';

/** Test and story data: a US feed retailer's account and context. */
export const ACCOUNT: Account = fixtureAccount();

export const contextWith = (account: Account | null): UserContext => fixtureContext(account);

/** A template as the reference API answers it; the caller's own unless `owner` says. */
export function templateFixture(overrides: Partial<OrderTemplate> = {}): OrderTemplate {
  return {
    templateId: 'tpl_weekly',
    name: 'Weekly layers',
    shared: false,
    owner: { name: 'Dale Jensen', isCaller: true },
    lines: [
      { sku: '100001', title: 'Layer 16% Crumble 50 lb', quantity: 40, countLabel: 'bags' },
      { sku: '100002', title: 'Hog Grower 18% Pellet 50 lb', quantity: 20, countLabel: 'bags' },
    ],
    totalWeight: 3000,
    weightUnit: 'lb',
    reminder: null,
    createdAt: '2026-11-02T15:00:00.000Z',
    updatedAt: '2026-11-02T15:00:00.000Z',
    ...overrides,
  };
}

/** The US retailer's list: two of theirs (one shared, with a reminder) and one of a colleague. */
export const TEMPLATES: OrderTemplate[] = [
  templateFixture(),
  templateFixture({
    templateId: 'tpl_hogs',
    name: 'Hog barn, monthly',
    shared: true,
    lines: [
      { sku: '100002', title: 'Hog Grower 18% Pellet 50 lb', quantity: 80, countLabel: 'bags' },
    ],
    totalWeight: 4000,
    reminder: { reminderId: 'rem_1', everyDays: 14, nextDueAt: '2026-12-04T14:00:00.000Z' },
  }),
  templateFixture({
    templateId: 'tpl_tubs',
    name: 'Mineral tubs',
    shared: true,
    owner: { name: 'Abel Second', isCaller: false },
    lines: [
      { sku: '100005', title: 'Cattle Mineral Tub 125 lb', quantity: 12, countLabel: 'tubs' },
    ],
    totalWeight: 1500,
  }),
];

export const listOf = (templates: OrderTemplate[]): OrderTemplateList => ({
  templates,
  limits: { nameMaxLength: 60, perSoldTo: 50 },
});

/** What cart/templates/apply answers for a template: the cart and the summary. */
export function appliedFixture(
  template: OrderTemplate,
  mode: 'merge' | 'replace',
): AppliedTemplate {
  const { orderNumber: _number, ...summary } = reorderSummaryFixture('allAdded');
  return {
    ...cartFixture('us', [40, 20]),
    summary: { ...summary, templateId: template.templateId, name: template.name, mode },
  };
}

/** The reads and writes of the widget over a fake backend (the list is kept between calls). */
export function orderTemplatesRoutes(
  options: {
    account?: Account | null;
    templates?: OrderTemplate[];
    access?: { enabled: boolean; reason: string | null };
  } = {},
): FakeRoutes {
  const account = options.account === undefined ? ACCOUNT : options.account;
  let templates = [...(options.templates ?? TEMPLATES)];
  const find = (id: unknown) => templates.find((t) => t.templateId === id);
  const change = (id: unknown, patch: Partial<OrderTemplate>) => {
    templates = templates.map((t) => (t.templateId === id ? { ...t, ...patch } : t));
    return find(id);
  };
  return {
    'GET users/context': () => contextWith(account),
    'GET cart/enableAddToCart': () =>
      options.access ??
      (account ? { enabled: true, reason: null } : { enabled: false, reason: 'NO_ACCOUNT' }),
    'GET cart/templates': () => listOf(templates),
    'POST cart/templates/create': ({ body }) => {
      const { name, shared } = body as { name: string; shared?: boolean };
      const created = templateFixture({
        templateId: `tpl_${templates.length}`,
        name,
        shared: !!shared,
      });
      templates = [created, ...templates];
      return { status: 201, body: created };
    },
    'POST cart/templates/rename': ({ body }) => {
      const { templateId, name } = body as { templateId: string; name: string };
      return change(templateId, { name }) ?? { status: 404, body: { code: 'NOT_FOUND' } };
    },
    'POST cart/templates/share': ({ body }) => {
      const { templateId, shared } = body as { templateId: string; shared: boolean };
      return change(templateId, { shared }) ?? { status: 404, body: { code: 'NOT_FOUND' } };
    },
    'POST cart/templates/delete': ({ body }) => {
      const { templateId } = body as { templateId: string };
      templates = templates.filter((t) => t.templateId !== templateId);
      return { deleted: true };
    },
    'POST cart/templates/apply': ({ body }) => {
      const { templateId, mode } = body as { templateId: string; mode: 'merge' | 'replace' };
      const template = find(templateId);
      return template
        ? appliedFixture(template, mode)
        : { status: 404, body: { code: 'NOT_FOUND' } };
    },
    'POST reminder': ({ body }) => {
      const { templateId, everyDays } = body as { templateId: string; everyDays: number };
      change(templateId, {
        reminder: { reminderId: `rem_${templateId}`, everyDays, nextDueAt: null },
      });
      return { status: 201, body: { reminderId: `rem_${templateId}` } };
    },
    [`DELETE reminder/rem_1`]: () => {
      change('tpl_hogs', { reminder: null });
      return { status: 204 };
    },
  };
}
