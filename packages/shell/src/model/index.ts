/**
 * The shell's pure rules: which navigation items a user sees (shell-and-admin.md §6), the menu
 * keys and the profile menu. No React, no DOM: the host's dashboard reads the same navigation.
 */
export * from './navigation';
export * from './menu-keys';
export * from './profile';
