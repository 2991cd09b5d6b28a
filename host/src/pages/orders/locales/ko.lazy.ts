import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  title: '주문',
  account: '{{name}}의 주문 및 메모 · 판매처 {{code}}',
};
