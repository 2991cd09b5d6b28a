/**
 * Who may open the digital pages (shell-and-admin.md §2: nutritioncloud and its sub-pages,
 * research and its sub-pages, porkdocuments; §6 roles; §7 Entitlements). The kit and the
 * reference API apply the same rule: the page shows "not available" and the server answers 403.
 *
 * - Every page needs the account's entitlement to its tool: `nutritioncloud` for the
 *   nutrition-cloud pages and also the sub-page's own tool (`bidashboards/sows` needs
 *   `bidashboards`), `research` for the research pages, `porkdocuments` for the pork documents.
 * - research and porkdocuments are pork pages: the account's business unit must be pork, and the
 *   user must hold the PORK role (§6 "Pork business unit: items need role PORK") unless the user
 *   is internal and acts for the account (ordering.md §1).
 * - The nutrition-cloud pages serve any business unit's digital customers.
 */
import { NAV_ROLES } from './permissions';

/** The three digital areas. */
export type DigitalArea = 'nutritioncloud' | 'research' | 'porkdocuments';

/** Why a page is refused, in the order the rule checks. */
export type DigitalRefusal = 'businessUnit' | 'role' | 'entitlement';

export type DigitalAccess = { allowed: true } | { allowed: false; reason: DigitalRefusal };

/** The facts the rule reads: the account's business unit and tools, the user's roles. */
export interface DigitalViewer {
  businessUnit: string | null | undefined;
  roles: readonly string[];
  isInternal: boolean;
  entitlements: readonly string[];
}

/** The sub-pages of the analytics list (shell-and-admin.md §2), under their area. */
export const DIGITAL_PAGES = [
  'nutritioncloud',
  'nutritioncloud/nutrientanalysis',
  'nutritioncloud/supplierselection',
  'nutritioncloud/FeedOrdering',
  'nutritioncloud/millmanager',
  'nutritioncloud/agriness',
  'nutritioncloud/bidashboards',
  'nutritioncloud/bidashboards/sows',
  'nutritioncloud/bidashboards/nurseryandfinishing',
  'nutritioncloud/producerprofitability',
  'research',
  'research/all',
  'research/finishing',
  'research/nursery',
  'research/sows',
  'porkdocuments',
] as const;
export type DigitalPagePath = (typeof DIGITAL_PAGES)[number];

export function isDigitalPage(path: string): path is DigitalPagePath {
  return (DIGITAL_PAGES as readonly string[]).includes(path);
}

/** The area a page belongs to. */
export function areaOf(path: DigitalPagePath): DigitalArea {
  return path.split('/')[0] as DigitalArea;
}

/** The tools an account must be entitled to for the page. */
export function toolsOfPage(path: DigitalPagePath): string[] {
  const [area, tool] = path.split('/');
  if (area === 'nutritioncloud') return tool ? ['nutritioncloud', tool] : ['nutritioncloud'];
  return [area ?? path];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the viewer may open the page, and why not. */
export function digitalPageAccess(path: DigitalPagePath, viewer: DigitalViewer): DigitalAccess {
  const area = areaOf(path);
  if (area !== 'nutritioncloud') {
    if (!same(viewer.businessUnit ?? '', 'pork')) return { allowed: false, reason: 'businessUnit' };
    if (!viewer.isInternal && !viewer.roles.some((r) => same(r, NAV_ROLES.pork)))
      return { allowed: false, reason: 'role' };
  }
  const held = viewer.entitlements;
  if (!toolsOfPage(path).every((tool) => held.some((h) => same(h, tool))))
    return { allowed: false, reason: 'entitlement' };
  return { allowed: true };
}

/** The pages of `paths` the viewer may open (the links a page offers). */
export function openablePages(
  paths: readonly DigitalPagePath[],
  viewer: DigitalViewer,
): DigitalPagePath[] {
  return paths.filter((p) => digitalPageAccess(p, viewer).allowed);
}
