import { useEffect, useState } from 'react';
import { FOOTER_CONSENT_DELAY_MS } from '@anp/core';

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
