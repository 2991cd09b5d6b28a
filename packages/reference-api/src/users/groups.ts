/**
 * The identity-provider groups the API reacts to: the kit's own (`GROUPS` of @anp/rules) and the
 * internal-user group of the configuration (shell-and-admin.md §6; the kit's `auth.internalGroup`
 * defaults to the same name).
 */
export { GROUPS } from '@anp/rules';

export const INTERNAL_GROUP = 'DXP_Internal_Users';
