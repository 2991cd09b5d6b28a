import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  title: '고객 지원',
  intro: '고객 서비스에 문의하고, 문의 건을 확인하고, 자주 묻는 질문의 답변을 찾아보세요.',
};
