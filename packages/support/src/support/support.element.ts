import { createElement } from 'react';
import { defineWidget, kitEvent } from '@anp/core';
import type { CustomerCase } from '@anp/core/services/support';
import type { HeadingLevel } from '../headings';

/** What `anp-complaint-submitted` carries, as the complaint modal's element sends it. */
export interface ComplaintSubmittedDetail {
  caseId: string;
  caseNumber: string | null;
}

interface SupportElementProps {
  faqHref?: string;
  headingLevel?: number;
  onCaseSubmitted?: (detail: ComplaintSubmittedDetail) => void;
  /** Documented for the manifest: the page's links dispatch anp-navigate themselves. */
  onNavigate?: () => void;
}

/** `<anp-support>`: customer service, the user's cases and the FAQ list, with the complaint modal. */
export const supportElement = defineWidget<SupportElementProps>({
  tag: 'anp-support',
  // The support page's code (its lists, strings and downloads) loads once the element is on the
  // page, and the complaint form only when the user reaches for it: the element itself costs a
  // page almost nothing.
  load: () =>
    import('./support').then(
      ({ SupportCenter }) =>
        ({ faqHref, headingLevel, onCaseSubmitted }: SupportElementProps) =>
          createElement(SupportCenter, {
            faqHref,
            headingLevel: headingLevel as HeadingLevel,
            onCaseSubmitted: (submitted: CustomerCase) =>
              onCaseSubmitted?.({ caseId: submitted.id, caseNumber: submitted.caseNumber }),
          }),
    ),
  headingLevel: {
    default: 2,
    min: 1,
    max: 5,
    description: "Level of the section headings (1 to 5), to fit the page's outline.",
  },
  summary:
    "Support page: how to reach customer service (phone, e-mail, hours) with a Raise a complaint button opening the complaint modal, the user's cases of the selected account (status, category, date, products, attached files to download, Show more), and the market's frequently asked questions grouped by topic.",
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'bar', description: 'The bar with the contact and the Raise a complaint button.' },
    { name: 'heading', description: "The bar's heading." },
    { name: 'section', description: 'The cases and FAQ sections.' },
    { name: 'section-heading', description: "A section's heading." },
    { name: 'card', description: 'A support case.' },
    { name: 'card-heading', description: "A case's title." },
    { name: 'badge', description: "A case's status." },
    { name: 'link', description: 'A question of the FAQ.' },
    {
      name: 'button',
      description:
        'A button; with its weight `primary`, `secondary`, `ghost` or `danger` (`::part(button primary)`).',
    },
    { name: 'primary', description: 'With `button` or `badge`: its weight or tone.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'neutral', description: "With `badge`: a case's status tone." },
    { name: 'info', description: "With `badge`: a case's status tone." },
    { name: 'warning', description: "With `badge`: a case's status tone." },
    { name: 'success', description: "With `badge`: a case's status tone." },
    { name: 'empty-state', description: 'The message shown when there is nothing to list.' },
  ],
  props: {
    faqHref: {
      type: 'string',
      description:
        'Link of a question, {id} replaced by its id: a portal page (made into {base}/{country}/{lang}/pages/...) or an absolute path or URL of the site.',
      default: 'support/faq/{id}',
    },
  },
  events: {
    onCaseSubmitted: {
      name: 'anp-complaint-submitted',
      description: 'A complaint was submitted; detail { caseId, caseNumber }.',
      detail: '{ caseId: string; caseNumber: string | null }',
    },
    onNavigate: kitEvent(
      'anp-navigate',
      'A question of the FAQ list was followed to a portal page; detail { path }. Cancel it to route yourself, else the browser navigates.',
    ),
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Buttons, links and the new case’s frame.' },
    { name: '--anp-color-surface', description: 'Background of the cases.' },
    { name: '--anp-color-surface-alt', description: 'Background of the support bar.' },
    { name: '--anp-color-danger', description: 'Failed loads and downloads.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

supportElement.register();
