import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. Korean has one plural form; _one mirrors _other. */
export const ko: Translation<typeof en> = {
  required: '(필수)',
  clearSearch: '검색어 지우기',
  results_one: '결과 {{shown}}건',
  results_other: '결과 {{shown}}건',
  noResults: '결과 없음',
  characterCount: '{{max}}자 중 {{shown}}자',
  charactersLeft_one: '{{shown}}자 남음',
  charactersLeft_other: '{{shown}}자 남음',
  charactersOver_one: '{{shown}}자 초과',
  charactersOver_other: '{{shown}}자 초과',
};
