import { headingLevelOf, useNamespaces } from '@anp/core';
import { USER_MANAGEMENT_NS } from './i18n';
import { useUserManagement } from './use-user-management';
import { useUserManagementData } from './use-user-management-data';
import { UserManagementView, type HeadingLevel } from './user-management.view';

export interface UserManagementProps {
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  /** Level of the heading, 1 to 6 (default 2). */
  headingLevel?: number | undefined;
}

const NAMESPACES = [USER_MANAGEMENT_NS];

/**
 * User management: the selected account's card (the start `npm run new:feature` made).
 * @example <KitRoot config={config}><UserManagement heading="My account" /></KitRoot>
 */
export function UserManagement({ heading, headingLevel }: UserManagementProps) {
  useNamespaces(NAMESPACES);
  const state = useUserManagement(useUserManagementData());
  return (
    <UserManagementView
      state={state}
      heading={heading}
      headingLevel={headingLevelOf<HeadingLevel>(headingLevel, 2)}
    />
  );
}
