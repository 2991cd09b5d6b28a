import { defineWidget, kitEvent } from '@anp/core';
import { Footer, type FooterProps } from './footer';

/** The footer's attributes, and the event it dispatches itself (documented for the manifest). */
interface FooterElementProps extends FooterProps {
  onCookieSettings?: () => void;
}

/** `<anp-footer>`: the site footer as a custom element. */
export const footerElement = defineWidget<FooterElementProps>({
  tag: 'anp-footer',
  component: Footer,
  summary: 'Site footer: configured links, cookie-consent placeholder and copyright.',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'bar', description: 'The whole footer.' },
    { name: 'link', description: 'A configured footer link.' },
    {
      name: 'cookie-consent',
      description: 'The cookie-consent placeholder (holds the `cookie-consent` slot).',
    },
    { name: 'cookie-settings', description: 'The cookie settings button.' },
    { name: 'copyright', description: 'The copyright line.' },
  ],
  props: {
    links: {
      type: 'json',
      description: 'Links as JSON [{"label","href"}], instead of the page config footer.links.',
    },
    year: { type: 'number', description: 'Copyright year.', default: 'the current year' },
    owner: {
      type: 'string',
      description: 'Copyright owner, instead of the page config footer.copyrightOwner.',
    },
    consentBanner: {
      type: 'string',
      description: "CSS selector of the page's fixed cookie banner to keep room for.",
      default: '[data-anp-consent-banner]',
    },
  },
  events: {
    onCookieSettings: kitEvent(
      'anp-cookie-settings',
      'The user pressed Cookie settings (shown when no cookie-consent slot is filled): open the market consent tool.',
    ),
  },
  slots: [
    {
      name: 'cookie-consent',
      description:
        "The market's own consent link or button, in place of the Cookie settings button.",
    },
  ],
  cssProperties: [
    { name: '--anp-color-footer-bg', description: 'Footer background colour.' },
    { name: '--anp-color-footer-text', description: 'Footer text colour.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

footerElement.register();
