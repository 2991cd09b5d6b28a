import type { ReactNode } from 'react';
import type { FooterLink } from '@anp/core';
import { ConsentButton, Copyright, FooterAnchor, Inner, LinkList, Root } from './footer.styles';

export interface FooterViewProps {
  links: readonly FooterLink[];
  copyright: string;
  labels: { footer: string; links: string; cookieSettings: string };
  /** Show the cookie-consent placeholder. */
  cookieConsent: boolean;
  /** What fills the consent placeholder (a market's consent link); a settings button otherwise. */
  consent?: ReactNode;
  /** In a shadow root: a `cookie-consent` slot the page may fill, the button as its fallback. */
  slotted?: boolean;
  onCookieSettings?: () => void;
  /** Room kept free below the content for a fixed consent banner (px). */
  bottomSpacing?: number;
}

/** The site footer: configured links, the cookie-consent placeholder and the copyright line. */
export function FooterView(props: FooterViewProps) {
  const { links, copyright, labels, cookieConsent, consent, slotted, onCookieSettings } = props;
  const button = (
    <ConsentButton type="button" part="cookie-settings" onClick={onCookieSettings}>
      {labels.cookieSettings}
    </ConsentButton>
  );
  return (
    <Root aria-label={labels.footer} $bottom={props.bottomSpacing ?? 0} part="bar">
      <Inner>
        {links.length > 0 && (
          <nav aria-label={labels.links}>
            <LinkList>
              {links.map((link) => (
                <li key={`${link.label}|${link.href}`}>
                  <FooterAnchor href={link.href} part="link">
                    {link.label}
                  </FooterAnchor>
                </li>
              ))}
            </LinkList>
          </nav>
        )}
        {cookieConsent && (
          <div data-part="cookie-consent" part="cookie-consent">
            {consent ?? (slotted ? <slot name="cookie-consent">{button}</slot> : button)}
          </div>
        )}
        <Copyright part="copyright">{copyright}</Copyright>
      </Inner>
    </Root>
  );
}
