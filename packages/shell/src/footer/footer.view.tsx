import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token, focusRing } from '@anp/ui';
import type { FooterLink } from '@anp/core';

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

const Root = styled.footer<{ $bottom: number }>`
  box-sizing: border-box;
  width: 100%;
  padding: ${token('space-6')} ${token('space-4')} calc(${token('space-6')} + ${(p) => p.$bottom}px);
  background: ${token('color-footer-bg')};
  color: ${token('color-footer-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-sm')};
  line-height: 1.5;
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-4')} ${token('space-6')};
  align-items: center;
  justify-content: space-between;
`;

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')} ${token('space-5')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterAnchor = styled.a`
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 3px;
  border-radius: 2px;
  &:hover {
    text-decoration-thickness: 2px;
  }
  ${focusRing}
`;

const ConsentButton = styled.button`
  font: inherit;
  color: inherit;
  background: none;
  border: 1px solid currentColor;
  border-radius: ${token('radius-md')};
  padding: ${token('space-1')} ${token('space-3')};
  cursor: pointer;
  ${focusRing}
`;

const Copyright = styled.p`
  margin: 0;
  width: 100%;
  opacity: 0.9;
`;

/** The site footer: configured links, the cookie-consent placeholder and the copyright line. */
export function FooterView(props: FooterViewProps) {
  const { links, copyright, labels, cookieConsent, consent, slotted, onCookieSettings } = props;
  const button = (
    <ConsentButton type="button" onClick={onCookieSettings}>
      {labels.cookieSettings}
    </ConsentButton>
  );
  return (
    <Root aria-label={labels.footer} $bottom={props.bottomSpacing ?? 0}>
      <Inner>
        {links.length > 0 && (
          <nav aria-label={labels.links}>
            <LinkList>
              {links.map((link) => (
                <li key={`${link.label}|${link.href}`}>
                  <FooterAnchor href={link.href}>{link.label}</FooterAnchor>
                </li>
              ))}
            </LinkList>
          </nav>
        )}
        {cookieConsent && (
          <div data-part="cookie-consent">
            {consent ?? (slotted ? <slot name="cookie-consent">{button}</slot> : button)}
          </div>
        )}
        <Copyright>{copyright}</Copyright>
      </Inner>
    </Root>
  );
}
