import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  label: '사이트 바닥글',
  links: '바닥글 링크',
  cookieSettings: '쿠키 설정',
  copyright: '© {{year}} {{owner}}. 모든 권리 보유.',
};
