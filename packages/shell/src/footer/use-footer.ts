import { useEffect, useState } from 'react';
import {
  FOOTER_CONSENT_DELAY_MS,
  dispatchAnpEvent,
  documentOf,
  useKitContext,
  useKitTranslation,
  type FooterLink,
} from '@anp/core';
import type { FooterViewProps } from './footer.view';
import { FOOTER_NS } from './i18n';

/**
 * shell-and-admin.md §9: the footer's consent spacing is adjusted after 2 s. Market sites show a
 * cookie banner fixed to the bottom of the window once their consent tool has loaded; two seconds
 * after mount the footer measures it and keeps that much room below its own content, so the
 * copyright line is never hidden behind the banner.
 */
export function useConsentSpacing(selector: string | undefined, doc: Document | undefined): number {
  const [spacing, setSpacing] = useState(0);
  useEffect(() => {
    if (!selector || !doc) return undefined;
    const timer = setTimeout(() => {
      const banner = doc.querySelector(selector);
      if (!banner) return;
      const view = doc.defaultView;
      const style = view?.getComputedStyle(banner);
      const rect = banner.getBoundingClientRect();
      const fixedAtBottom =
        style !== undefined &&
        (style.position === 'fixed' || style.position === 'sticky') &&
        style.display !== 'none' &&
        style.visibility !== 'hidden';
      setSpacing(fixedAtBottom ? Math.round(rect.height) : 0);
    }, FOOTER_CONSENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [selector, doc]);
  return spacing;
}

export interface FooterOptions {
  links?: FooterLink[] | undefined;
  year?: number | undefined;
  owner?: string | undefined;
  consentBanner?: string | undefined;
}

/**
 * The footer's content and behaviour: the links and owner given as attributes, else the page
 * config's; this year unless told; the consent button announcing `anp-cookie-settings` from the
 * element; the room kept for the page's cookie banner.
 */
export function useFooter(options: FooterOptions): Omit<FooterViewProps, 'consent'> {
  const { config, host, root } = useKitContext();
  const { t } = useKitTranslation(FOOTER_NS);
  const doc = documentOf(root);
  const spacing = useConsentSpacing(options.consentBanner ?? '[data-anp-consent-banner]', doc);
  const year = options.year ?? new Date().getFullYear();
  const owner = options.owner ?? config.footer.copyrightOwner;
  return {
    links: options.links ?? config.footer.links,
    copyright: t('copyright', { year, owner }),
    labels: {
      footer: t('label'),
      links: t('links'),
      cookieSettings: t('cookieSettings'),
    },
    cookieConsent: config.footer.cookieConsent,
    slotted: host !== null,
    onCookieSettings: () => dispatchAnpEvent(host ?? window, 'anp-cookie-settings', {}),
    bottomSpacing: spacing,
  };
}
