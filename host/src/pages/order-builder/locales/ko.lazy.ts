import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  title: '주문하기',
  account: '주문 계정: {{name}} · 판매처 {{code}}',
  intro: '카탈로그를 검색하거나 즐겨찾기와 최근 주문에서 시작하세요.',
};
