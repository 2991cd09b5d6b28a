/** @anp/shell: React API of the shell widgets. `@anp/shell/element` registers the custom elements. */
import './i18n';

export { Footer, type FooterProps } from './footer/footer';
export { FooterView, type FooterViewProps } from './footer/footer.view';
export { Header, type HeaderProps } from './header/header';
export { HeaderView, type HeaderViewProps } from './header/header.view';
export { LeftNav, type LeftNavProps } from './left-nav/left-nav';
export { LeftNavView, type LeftNavViewProps } from './left-nav/left-nav.view';
export { ProfileMenu, type ProfileMenuProps } from './profile-menu/profile-menu';
export { SHELL_NS } from './i18n';
export {
  navigationTree,
  visibleNavigation,
  canUseCart,
  accessOf,
  pageOfPath,
  type PortalNavItem,
  type NavigationInput,
} from './model/navigation';
export { displayName, initials } from './model/profile';
