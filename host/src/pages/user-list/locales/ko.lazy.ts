import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings of the users page, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  title: '사용자',
  intro: '포털 사용자를 찾고, 상태를 바꾸고, 목록을 내보냅니다.',
};
