import type { ReactNode } from 'react';
import type { FooterLink } from '@anp/core';
import { FooterView } from './footer.view';
import { useFooter } from './use-footer';

export interface FooterProps {
  /** Links to show instead of the configured `footer.links`. */
  links?: FooterLink[];
  /** Copyright year (defaults to the current year). */
  year?: number;
  /** Copyright owner instead of the configured `footer.copyrightOwner`. */
  owner?: string;
  /** CSS selector of the page's fixed cookie banner, to keep room for it. */
  consentBanner?: string;
  /** The market's own consent control (React use); as an element, use slot="cookie-consent". */
  consent?: ReactNode;
}

/**
 * The footer (shell-and-admin.md §2 "Footer"). Inside `<anp-footer>` a page may fill the consent
 * placeholder with `<a slot="cookie-consent">`; otherwise a Cookie settings button announces
 * `anp-cookie-settings` for the market's consent tool.
 */
export function Footer(props: FooterProps) {
  return <FooterView {...useFooter(props)} consent={props.consent} />;
}
