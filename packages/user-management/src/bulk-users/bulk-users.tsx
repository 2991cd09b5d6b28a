import { headingLevelOf, useNamespaces } from '@anp/core';
import { UPLOAD_AREA_NAMESPACE } from '@anp/ui/upload-area';
import { USER_MANAGEMENT_NS } from '../i18n';
import { BULK_USERS_NS } from './i18n';
import { useBulkUsers } from './use-bulk-users';
import { BulkUsersView, type BulkHeadingLevel } from './bulk-users.view';

export interface BulkUsersProps {
  /** Level of the title, 1 to 5 (default 1: the bulk upload is a page of its own). */
  headingLevel?: number | undefined;
}

// Loaded in one step, so the page does not show its strings one namespace after another.
const NAMESPACES = [BULK_USERS_NS, USER_MANAGEMENT_NS, UPLOAD_AREA_NAMESPACE];

/**
 * The bulk upload of users (issue 15 "Bulk upload"; shell-and-admin.md §2 bulk-upload flows):
 * the template, the dry run of a CSV or XLSX file with its row-level errors, fix-and-retry,
 * Apply with the job's progress, and the result file. Needs the user-management group.
 * @example <KitRoot config={config}><BulkUsers /></KitRoot>
 */
export function BulkUsers({ headingLevel }: BulkUsersProps) {
  useNamespaces(NAMESPACES);
  const state = useBulkUsers();
  return (
    <BulkUsersView
      state={state}
      headingLevel={headingLevelOf<BulkHeadingLevel>(headingLevel, 1, 1, 5)}
    />
  );
}
