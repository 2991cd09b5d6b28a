import { createElement } from 'react';
import { defineWidget, kitEvent } from '@anp/core';
import type { CustomerCase } from '@anp/core/services/support';
import type { HeadingLevel } from '../headings';
import type { ComplaintSubmittedDetail } from '../support/support.element';

interface FaqElementProps {
  faqId?: string;
  supportHref?: string;
  faqHref?: string;
  headingLevel?: number;
  onCaseSubmitted?: (detail: ComplaintSubmittedDetail) => void;
  /** Documented for the manifest: the page's links dispatch anp-navigate themselves. */
  onNavigate?: () => void;
}

/** `<anp-faq>`: one frequently asked question and its answer. */
export const faqElement = defineWidget<FaqElementProps>({
  tag: 'anp-faq',
  // The answer's code loads once the element is on the page; the complaint form when reached for.
  load: () =>
    import('./faq').then(
      ({ FaqArticle }) =>
        ({ faqId, supportHref, faqHref, headingLevel, onCaseSubmitted }: FaqElementProps) =>
          createElement(FaqArticle, {
            faqId: faqId ?? '',
            supportHref,
            faqHref,
            headingLevel: headingLevel as HeadingLevel,
            onCaseSubmitted: (submitted: CustomerCase) =>
              onCaseSubmitted?.({ caseId: submitted.id, caseNumber: submitted.caseNumber }),
          }),
    ),
  headingLevel: {
    default: 1,
    min: 1,
    max: 5,
    description: "Level of the question's heading (1 to 5), to fit the page's outline.",
  },
  summary:
    'One frequently asked question: the question as heading, the answer as text, when it was updated, Back to support, the other questions of its topic, and Still need help? with the customer service contacts and a Raise a complaint button. An unknown id says so, with the way back.',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'article', description: 'The answer.' },
    { name: 'heading', description: 'The question.' },
    { name: 'back-link', description: 'The link back to the previous page.' },
    { name: 'section-heading', description: 'The headings of the help section.' },
    { name: 'link', description: 'A related question.' },
    {
      name: 'button',
      description:
        'A button; with its weight `primary`, `secondary`, `ghost` or `danger` (`::part(button primary)`).',
    },
    { name: 'primary', description: 'With `button`: its weight.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'empty-state', description: 'The message for a question it cannot find.' },
  ],
  props: {
    faqId: {
      type: 'string',
      description: 'The question to show (required); read from support/faqs/{faqId}.',
    },
    supportHref: {
      type: 'string',
      description:
        'Where Back to support leads: a portal page (made into {base}/{country}/{lang}/pages/...) or an absolute path or URL of the site.',
      default: 'support',
    },
    faqHref: {
      type: 'string',
      description:
        "Link of the topic's other questions, {id} replaced by its id; the same rules as support-href.",
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
      'Back to support or another question was followed to a portal page; detail { path }. Cancel it to route yourself, else the browser navigates.',
    ),
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Links and buttons.' },
    { name: '--anp-color-surface-alt', description: 'Background of Still need help?.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

faqElement.register();
