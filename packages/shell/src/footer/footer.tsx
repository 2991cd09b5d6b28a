import type { ReactNode } from 'react';
import {
  dispatchAnpEvent,
  documentOf,
  useKitContext,
  useKitTranslation,
  type FooterLink,
} from '@anp/core';
import { FooterView } from './footer.view';
import { useConsentSpacing } from './use-consent-spacing';
import { FOOTER_NS } from './i18n';

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
  const { config, host, root } = useKitContext();
  const { t } = useKitTranslation(FOOTER_NS);
  const doc = documentOf(root);
  const spacing = useConsentSpacing(props.consentBanner ?? '[data-anp-consent-banner]', doc);
  const links = props.links ?? config.footer.links;
  const year = props.year ?? new Date().getFullYear();
  const owner = props.owner ?? config.footer.copyrightOwner;
  return (
    <FooterView
      links={links}
      copyright={t('copyright', { year, owner })}
      labels={{
        footer: t('label'),
        links: t('links'),
        cookieSettings: t('cookieSettings'),
      }}
      cookieConsent={config.footer.cookieConsent}
      consent={props.consent}
      slotted={host !== null}
      onCookieSettings={() => dispatchAnpEvent(host ?? window, 'anp-cookie-settings', {})}
      bottomSpacing={spacing}
    />
  );
}
