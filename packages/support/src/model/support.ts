import type { BadgeTone } from '@anp/ui';
import type { CaseStatus, CustomerCase, FaqSummary } from '@anp/core/services/support';

/** Cases asked for per page; "Show more" asks for the next page (issue 7: paging above 20). */
export const CASES_PAGE_SIZE = 20;

/** The statuses the list shows (ordering.md §3 caseStatus); a draft is never listed. */
export const LISTED_STATUSES = ['New', 'In progress', 'Resolved', 'Closed'] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

export function isListedStatus(status: CaseStatus): status is ListedStatus {
  return (LISTED_STATUSES as readonly string[]).includes(status);
}

/**
 * The badge tone of a case status. The text carries the meaning; the tone only helps the eye:
 * New is information for the user (support has it), In progress is waiting on support (warning,
 * amber), Resolved is done (success), Closed is archived (neutral).
 */
export function statusTone(status: ListedStatus): BadgeTone {
  switch (status) {
    case 'New':
      return 'info';
    case 'In progress':
      return 'warning';
    case 'Resolved':
      return 'success';
    case 'Closed':
      return 'neutral';
  }
}

/** The key of a status's wording in the `support` namespace (`status.inProgress`). */
export const STATUS_KEYS = {
  New: 'new',
  'In progress': 'inProgress',
  Resolved: 'resolved',
  Closed: 'closed',
} as const satisfies Record<ListedStatus, string>;

/** Units a complaint line is counted in that the page words itself (with the plural). */
export const WORDED_UNITS = ['bag', 'box', 'each', 'tote', 'lb', 'kg', 'qq', 'ton', 't'] as const;
export type WordedUnit = (typeof WORDED_UNITS)[number];

const UNIT_ALIASES: Readonly<Record<string, WordedUnit>> = { ea: 'each', bags: 'bag', lbs: 'lb' };

/**
 * The wording of a line's unit of measure code ("12 bags" rather than "12 bag"), case ignored;
 * null for a code the page does not know, which is then shown as the service sent it.
 */
export function wordedUnit(code: string): WordedUnit | null {
  const key = code.trim().toLowerCase();
  if ((WORDED_UNITS as readonly string[]).includes(key)) return key as WordedUnit;
  return UNIT_ALIASES[key] ?? null;
}

/** The cases a list shows: drafts left out (issue 7: "Draft is never listed"), each case once. */
export function listedCases(cases: readonly CustomerCase[]): CustomerCase[] {
  const seen = new Set<string>();
  return cases.filter((c) => {
    if (!isListedStatus(c.status) || seen.has(c.id)) return false;
    seen.add(c.id);
    return true;
  });
}

/**
 * The list after a submit: the case just submitted first, once, even when the refreshed page does
 * not hold it yet (a list answered before the case was stored) or holds it further down.
 */
export function withSubmittedFirst(
  cases: readonly CustomerCase[],
  submitted: CustomerCase | null,
): CustomerCase[] {
  if (!submitted) return listedCases(cases);
  const fresh = cases.find((c) => c.id === submitted.id) ?? submitted;
  return listedCases([fresh, ...cases.filter((c) => c.id !== submitted.id)]);
}

/** The date a case shows: when it was submitted, else when it was created. */
export function caseDate(c: Pick<CustomerCase, 'submittedAt' | 'createdAt'>): string {
  return c.submittedAt ?? c.createdAt;
}

/** "Category › Sub-category" from the labels the API gives, falling back to their codes. */
export function categoryText(
  c: Pick<CustomerCase, 'category' | 'categoryLabel' | 'subCategory' | 'subCategoryLabel'>,
): string {
  const category = (c.categoryLabel ?? c.category ?? '').trim();
  const sub = (c.subCategoryLabel ?? c.subCategory ?? '').trim();
  return [category, sub].filter(Boolean).join(' › ');
}

export interface FaqTopic {
  topic: string;
  faqs: FaqSummary[];
}

/**
 * The FAQ list grouped by topic, topics and questions in the order the API gives them (the
 * service orders them by importance), so a topic shows where its first question would.
 */
export function groupFaqsByTopic(faqs: readonly FaqSummary[]): FaqTopic[] {
  const groups = new Map<string, FaqSummary[]>();
  for (const faq of faqs) {
    const topic = faq.topic.trim();
    const group = groups.get(topic);
    if (group) group.push(faq);
    else groups.set(topic, [faq]);
  }
  return [...groups].map(([topic, list]) => ({ topic, faqs: list }));
}

/** How many other questions of its topic an answer page offers. */
export const RELATED_FAQS = 5;

/** The other questions of an answer's topic, in the service's order, at most `max`. */
export function relatedFaqs(
  faqs: readonly FaqSummary[],
  faq: Pick<FaqSummary, 'id' | 'topic'>,
  max = RELATED_FAQS,
): FaqSummary[] {
  const topic = faq.topic.trim();
  return faqs.filter((f) => f.id !== faq.id && f.topic.trim() === topic).slice(0, max);
}

/** The default template of a FAQ link: the portal's `support/faq/{faqId}` page (ordering.md §2). */
export const DEFAULT_FAQ_HREF = 'support/faq/{id}';
/** The default link back from a FAQ answer: the portal's support page. */
export const DEFAULT_SUPPORT_HREF = 'support';

/** An address that leaves the portal's page scheme: absolute path, protocol or protocol-relative. */
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

/**
 * A link from a template: `{id}` becomes the id (URL-encoded). A template that is an absolute
 * path or URL (a CMS site's own FAQ page) is used as it is; any other is a portal page, made
 * into `{base}/{country}/{lang}/pages/...` by `portalPath`.
 */
export function linkFromTemplate(
  template: string | undefined,
  fallback: string,
  id: string,
  portalPath: (page: string) => string,
): string {
  const chosen = (template ?? '').trim() || fallback;
  const filled = chosen.replaceAll('{id}', encodeURIComponent(id));
  return ABSOLUTE.test(filled) ? filled : portalPath(filled.replace(/^\.\//, ''));
}

/** A phone number for a `tel:` link: digits and a leading plus only (RFC 3966 global number). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}
