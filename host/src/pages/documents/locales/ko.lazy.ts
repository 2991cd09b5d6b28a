import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  title: '문서',
  intro: '가격표, 브로슈어, 제품 라벨, 인증서 및 동영상.',
  account: '{{name}}의 가격표 포함 · 판매처 {{code}}',
};
