/**
 * The PDF documents of a market: price lists (by group, and all products), an account's own price
 * list, a product guide and the portal's quick-start guide, from the one catalogue at the API's
 * list prices, in the market's language, currency, weight unit and number format.
 */
import { formatDisplayDate } from '@anp/rules';
import type { IsoDate } from '@anp/rules/calendar';
import { dailyAmount } from '../catalogue/feeding';
import type { Product } from '../catalogue/catalogue';
import { createPdf, type PdfSection } from '../files/pdf';
import type { Rng } from '../rng';
import {
  groupOf,
  money,
  nameIn,
  packageIn,
  speciesIn,
  unitLabel,
  weightText,
  type DocMarket,
} from './market';
import { T, type Group } from './texts';

const GROUPS: readonly Group[] = ['monogastric', 'ruminant', 'specialty'];

/** The account columns the account price lists use. */
export interface AccountRow {
  id: string;
  region: string;
  fullname: string;
  sold_to_code: string;
  payment_terms: string;
}

const pageSizeOf = (market: DocMarket) =>
  market.currency === 'USD' || market.currency === 'CAD' ? 'letter' : 'a4';

/** The creation date of a PDF written on a day. */
const created = (day: IsoDate) => new Date(`${day}T00:00:00Z`);

function productCells(product: Product, market: DocMarket): string[] {
  return [
    product.sku,
    nameIn(product, market),
    packageIn(product, market),
    weightText(product, market),
  ];
}

export function priceListPdf(
  market: DocMarket,
  title: string,
  products: readonly Product[],
  from: IsoDate,
  to: IsoDate,
  docId: string,
): Buffer {
  const t = T[market.lang];
  const sections: PdfSection[] = GROUPS.filter((g) => products.some((x) => groupOf(x) === g)).map(
    (group) => ({
      heading: t.groups[group],
      columns: [...t.columns, t.pricePerUnit(market.currency)],
      rows: products
        .filter((x) => groupOf(x) === group)
        .map((x) => [...productCells(x, market), money(market, market.price(x))]),
      align: ['left', 'left', 'left', 'right', 'right'],
    }),
  );
  sections.push({ heading: t.terms, text: [...t.termsText], notes: [t.demo] });
  return createPdf({
    title,
    subtitle: `${market.name} \u00b7 ${market.currency} \u00b7 ${t.validity(formatDisplayDate(from, market.lang), formatDisplayDate(to, market.lang))}`,
    lines: [t.intro(market.currency, unitLabel(market))],
    sections,
    footer: `${docId} \u00b7 ${t.demo}`,
    lang: market.lang,
    pageSize: pageSizeOf(market),
    info: { author: 'AN Portal Kit', subject: t.priceList, created: created(from) },
  });
}

/** An account's price list: every product at list price and at the account's discount. */
export function accountPriceListPdf(
  market: DocMarket,
  account: AccountRow,
  title: string,
  from: IsoDate,
  to: IsoDate,
  docId: string,
  rng: Rng,
): Buffer {
  const t = T[market.lang];
  const factor = 10 ** market.decimals;
  const rows = market.products.map((product) => {
    const list = market.price(product);
    const discount = rng.int(2, 9);
    const own = Math.round(list * (1 - discount / 100) * factor) / factor;
    return [
      ...productCells(product, market).slice(0, 3),
      money(market, list),
      money(market, own),
      `${discount}%`,
    ];
  });
  return createPdf({
    title,
    subtitle: `${account.fullname} \u00b7 ${t.soldTo} ${account.sold_to_code} \u00b7 ${market.currency}`,
    sections: [
      {
        rows: [
          [t.account, account.fullname],
          [t.soldTo, account.sold_to_code],
          [t.market, market.name],
          [t.validFrom, formatDisplayDate(from, market.lang)],
          [t.validTo, formatDisplayDate(to, market.lang)],
          [t.paymentTerms, account.payment_terms === 'Cash' ? t.payment.Cash : t.payment.Credit],
        ],
      },
      {
        heading: t.accountPriceList,
        columns: [
          ...t.columns.slice(0, 3),
          t.listPrice(market.currency),
          t.yourPrice(market.currency),
          t.discount,
        ],
        rows,
        align: ['left', 'left', 'left', 'right', 'right', 'right'],
      },
      { heading: t.terms, text: [...t.termsText], notes: [t.demo] },
    ],
    footer: `${docId} \u00b7 ${t.demo}`,
    lang: market.lang,
    pageSize: pageSizeOf(market),
    info: { author: 'AN Portal Kit', subject: t.accountPriceList, created: created(from) },
  });
}

/** A two-page guide to a few products of a group: a feeding table, then one section each. */
export function productGuidePdf(
  market: DocMarket,
  group: Group,
  products: readonly Product[],
  docId: string,
): Buffer {
  const t = T[market.lang];
  const amount = (x: Product) => dailyAmount(x.category, x.species, market.lang);
  return createPdf({
    title: t.guideTitle(t.groups[group]),
    subtitle: t.guideSubtitle,
    lines: [...t.guideIntro],
    sections: [
      {
        heading: t.feedingGuide,
        columns: [...t.feedingColumns],
        rows: products.map((x) => [
          x.sku,
          nameIn(x, market),
          speciesIn(x, market),
          x.protein ? `${x.protein}%` : '\u2014',
          amount(x),
        ]),
        align: ['left', 'left', 'left', 'right', 'left'],
      },
      { heading: t.whyHeading, text: [...t.why] },
      ...products.map((x, i) => ({
        heading: nameIn(x, market),
        text: [
          `${speciesIn(x, market)} \u00b7 ${packageIn(x, market)} ${weightText(x, market)} \u00b7 ${x.sku}`,
          t.describe(x.protein, amount(x)),
        ],
        newPage: i === 0,
      })),
    ],
    footer: `${docId} \u00b7 ${t.demo}`,
    lang: market.lang,
    pages: 2,
  });
}

export function quickStartPdf(market: DocMarket, docId: string): Buffer {
  const t = T[market.lang];
  return createPdf({
    title: t.quickTitle,
    subtitle: `${t.quickSubtitle} \u00b7 ${market.name}`,
    sections: [
      ...t.quickSteps.map(([heading, text]) => ({ heading, text: [text] })),
      { text: [t.help] },
    ],
    footer: `${docId} \u00b7 ${t.demo}`,
    lang: market.lang,
    accent: [21, 101, 192],
  });
}
