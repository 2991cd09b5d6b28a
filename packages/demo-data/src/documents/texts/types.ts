/** The shape of the demo documents' texts, one module per interface language. */

/** The groups price lists and product guides are made of, by species. */
export type Group = 'monogastric' | 'ruminant' | 'specialty';

/** The demo scans (files/scans.ts), by name. */
export type ScanTitleName = 'deliveryNote' | 'labReport' | 'weighbridgeTicket' | 'labelPhoto';

/** Every text the documents need, in one language. */
export interface DocTexts {
  /** A month of a year as titles write it: "March 2025", "marzo 2025", "2025년 3월". */
  month: (month: number, year: number) => string;
  priceList: string;
  groups: Readonly<Record<Group | 'all', string>>;
  validity: (from: string, to: string) => string;
  intro: (currency: string, unit: string) => string;
  /** Code, product, package, net weight. */
  columns: readonly [string, string, string, string];
  pricePerUnit: (currency: string) => string;
  yourPrice: (currency: string) => string;
  listPrice: (currency: string) => string;
  discount: string;
  terms: string;
  termsText: readonly string[];
  account: string;
  soldTo: string;
  market: string;
  validFrom: string;
  validTo: string;
  paymentTerms: string;
  payment: Readonly<{ Cash: string; Credit: string }>;
  accountPriceList: string;
  guideTitle: (group: string) => string;
  guideSubtitle: string;
  guideIntro: readonly string[];
  feedingGuide: string;
  describe: (protein: number, amount: string) => string;
  /** Code, product, species, protein, daily amount. */
  feedingColumns: readonly [string, string, string, string, string];
  whyHeading: string;
  why: readonly string[];
  quickTitle: string;
  quickSubtitle: string;
  /** Heading and text of each step. */
  quickSteps: readonly (readonly [string, string])[];
  help: string;
  labelTitle: (name: string) => string;
  photoTitle: (name: string) => string;
  certificateTitle: string;
  scans: Readonly<Record<ScanTitleName, string>>;
  videoTitle: string;
  analysis: string;
  protein: string;
  fat: string;
  fiber: string;
  moisture: string;
  netWeight: string;
  lot: string;
  /** Title, system, "certify that", "assessed", "requirements of", "valid until", "number". */
  certificate: readonly [string, string, string, string, string, string, string];
  demo: string;
}
