import { describe, expect, it } from 'vitest';
import type { CaseStatus, CustomerCase } from '@anp/core/services/support';
import {
  caseDate,
  categoryText,
  groupFaqsByTopic,
  isListedStatus,
  linkFromTemplate,
  listedCases,
  relatedFaqs,
  statusTone,
  telHref,
  withSubmittedFirst,
  wordedUnit,
  type ListedStatus,
} from './support';

function aCase(id: string, status: CaseStatus = 'New'): CustomerCase {
  return {
    id,
    caseNumber: status === 'Draft' ? null : `CS-${id}`,
    caseType: 'Complaint',
    status,
    subject: `Subject ${id}`,
    category: null,
    categoryLabel: null,
    subCategory: null,
    subCategoryLabel: null,
    plant: null,
    plantName: null,
    orderQuestionCB: false,
    orderNumber: null,
    deliveryDate: null,
    phoneNumber: null,
    caseComment: null,
    products: [],
    documents: [],
    accountId: 'acc-1',
    userId: 'u-1',
    createdAt: '2026-10-01T10:00:00Z',
    updatedAt: '2026-10-01T10:00:00Z',
    submittedAt: '2026-10-01T10:05:00Z',
  };
}

const ids = (cases: readonly CustomerCase[]) => cases.map((c) => c.id);
const portal = (page: string) => `/us/en/pages/${page}`;

describe('given a case status', () => {
  it.each<[ListedStatus, string]>([
    ['New', 'info'],
    ['In progress', 'warning'],
    ['Resolved', 'success'],
    ['Closed', 'neutral'],
  ])('%s shows a %s badge', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it.each<[CaseStatus, boolean]>([
    ['Draft', false],
    ['New', true],
    ['In progress', true],
    ['Resolved', true],
    ['Closed', true],
  ])('%s is listed: %s', (status, listed) => {
    expect(isListedStatus(status)).toBe(listed);
  });
});

describe('given the cases of a page', () => {
  it.each([
    ['drafts are left out', [aCase('1'), aCase('2', 'Draft'), aCase('3', 'Closed')], ['1', '3']],
    ['a case answered twice shows once', [aCase('1'), aCase('2'), aCase('1')], ['1', '2']],
    ['an empty page stays empty', [], []],
  ])('%s', (_, cases, expected) => {
    expect(ids(listedCases(cases))).toEqual(expected);
  });
});

describe('given a case was just submitted', () => {
  const submitted = aCase('9');
  it.each([
    ['the refreshed page already starts with it', [aCase('9'), aCase('1')], ['9', '1']],
    ['the refreshed page does not hold it yet', [aCase('1'), aCase('2')], ['9', '1', '2']],
    ['the refreshed page holds it further down', [aCase('1'), aCase('9')], ['9', '1']],
    ['the list was empty', [], ['9']],
  ])('it comes first when %s', (_, cases, expected) => {
    expect(ids(withSubmittedFirst(cases, submitted))).toEqual(expected);
  });

  it('keeps the server’s copy of it (its status may have moved on)', () => {
    const moved = { ...aCase('9', 'In progress') };
    expect(withSubmittedFirst([moved], submitted)[0]?.status).toBe('In progress');
  });

  it('leaves the list as the server sent it when nothing was submitted', () => {
    expect(ids(withSubmittedFirst([aCase('1'), aCase('2')], null))).toEqual(['1', '2']);
  });
});

describe('given a case to show', () => {
  it.each([
    ['submitted', '2026-10-01T10:05:00Z', '2026-10-01T10:05:00Z'],
    ['never submitted', null, '2026-10-01T10:00:00Z'],
  ])('its date is when it was %s', (_, submittedAt, expected) => {
    expect(caseDate({ submittedAt, createdAt: '2026-10-01T10:00:00Z' })).toBe(expected);
  });

  it.each([
    [
      'both labels',
      {
        category: 'QUAL',
        categoryLabel: 'Quality',
        subCategory: 'SIZE',
        subCategoryLabel: 'Pellet size',
      },
      'Quality › Pellet size',
    ],
    [
      'codes when labels are missing',
      { category: 'QUAL', categoryLabel: null, subCategory: 'SIZE', subCategoryLabel: null },
      'QUAL › SIZE',
    ],
    [
      'only the category',
      { category: 'QUAL', categoryLabel: 'Quality', subCategory: null, subCategoryLabel: null },
      'Quality',
    ],
    [
      'nothing at all',
      { category: null, categoryLabel: null, subCategory: null, subCategoryLabel: ' ' },
      '',
    ],
  ])('its category reads with %s', (_, c, expected) => {
    expect(categoryText(c)).toBe(expected);
  });
});

describe('given the FAQ list', () => {
  const faq = (id: string, topic: string) => ({ id, topic, question: `Q${id}` });

  it('groups questions by topic in the order the service gives them', () => {
    const groups = groupFaqsByTopic([
      faq('1', 'Ordering'),
      faq('2', 'Delivery'),
      faq('3', 'Ordering'),
      faq('4', ' Delivery '),
      faq('5', 'Invoices'),
    ]);
    expect(groups.map((g) => [g.topic, g.faqs.map((f) => f.id)])).toEqual([
      ['Ordering', ['1', '3']],
      ['Delivery', ['2', '4']],
      ['Invoices', ['5']],
    ]);
  });

  it('has no topics without questions', () => {
    expect(groupFaqsByTopic([])).toEqual([]);
  });

  it.each([
    ['the other questions of its topic', '1', 5, ['3', '6']],
    ['at most the number asked for', '1', 1, ['3']],
    ['none when it is alone in its topic', '5', 5, []],
  ])('an answer offers %s', (_, id, max, expected) => {
    const faqs = [
      faq('1', 'Ordering'),
      faq('2', 'Delivery'),
      faq('3', 'Ordering'),
      faq('5', 'Invoices'),
      faq('6', ' Ordering'),
    ];
    const self = faqs.find((f) => f.id === id) as (typeof faqs)[number];
    expect(relatedFaqs(faqs, self, max).map((f) => f.id)).toEqual(expected);
  });
});

describe('given a link template', () => {
  it.each([
    ['no template: the portal FAQ page', undefined, '/us/en/pages/support/faq/faq-7'],
    ['an empty template: the default', '  ', '/us/en/pages/support/faq/faq-7'],
    ['a portal page of the site', 'help/{id}', '/us/en/pages/help/faq-7'],
    ['a page relative to the portal', './help/{id}', '/us/en/pages/help/faq-7'],
    ['an absolute path of a CMS site', '/ayuda/faq?id={id}', '/ayuda/faq?id=faq-7'],
    ['a whole URL', 'https://cms.example.com/faq/{id}', 'https://cms.example.com/faq/faq-7'],
    ['a template without {id}', '/faq', '/faq'],
  ])('%s', (_, template, expected) => {
    expect(linkFromTemplate(template, 'support/faq/{id}', 'faq-7', portal)).toBe(expected);
  });

  it('encodes an id that is not a plain word', () => {
    expect(linkFromTemplate(undefined, 'support/faq/{id}', 'a/b c', portal)).toBe(
      '/us/en/pages/support/faq/a%2Fb%20c',
    );
  });
});

describe('given a support phone number', () => {
  it.each([
    ['+1 800-555-0199', 'tel:+18005550199'],
    ['(55) 5123 4567', 'tel:5551234567'],
    ['+52 (55) 5123-4567', 'tel:+525551234567'],
    ['0800 + 123', 'tel:0800123'],
  ])('%s is called as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('given the unit of a product line', () => {
  it.each([
    ['bag', 'bag'],
    ['BAG', 'bag'],
    [' Bags ', 'bag'],
    ['EA', 'each'],
    ['each', 'each'],
    ['ton', 'ton'],
    ['t', 't'],
    ['qq', 'qq'],
    ['LBS', 'lb'],
    ['pallet', null],
    ['', null],
  ])('%s is worded as %s', (code, expected) => {
    expect(wordedUnit(code)).toBe(expected);
  });
});
