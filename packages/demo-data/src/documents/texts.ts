/**
 * Every text of the demo documents, in the interface languages (one module each in texts/):
 * price lists, product guides, the portal's quick-start guide, labels, the certificate, the scans'
 * titles and the video.
 */
import type { Language } from '@anp/rules';
import { en } from './texts/en';
import { es } from './texts/es';
import { ko } from './texts/ko';
import { pt } from './texts/pt';
import type { DocTexts } from './texts/types';

export type { DocTexts, Group, ScanTitleName } from './texts/types';

/** The documents' languages: every interface language (Korean files are written in Korean). */
export type Lang = Language;

/** Every text the documents need, per language. */
export const T: Readonly<Record<Lang, DocTexts>> = { en, es, pt, ko };

/** The texts the documents list shows (the titles), in every interface language. */
export type Titles = Pick<
  DocTexts,
  | 'priceList'
  | 'groups'
  | 'month'
  | 'guideTitle'
  | 'quickTitle'
  | 'labelTitle'
  | 'photoTitle'
  | 'certificateTitle'
  | 'scans'
  | 'videoTitle'
>;

export const TITLES: Readonly<Record<Language, Titles>> = T;
