import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings of the host's shared namespace, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  login: {
    signingIn: '로그인하는 중…',
    failedTitle: '로그인하지 못했습니다',
    failed: '로그인 서비스에 연결할 수 없거나 요청이 거부되었습니다. 다시 시도해 주세요.',
    retry: '다시 시도',
  },
  loading: {
    page: '페이지를 불러오는 중…',
    failedTitle: '이 페이지를 불러올 수 없습니다',
    failed:
      '페이지 코드를 받지 못했습니다. 연결이 끊겼거나 포털이 방금 업데이트되었을 수 있습니다.',
    reload: '페이지 다시 불러오기',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '열려고 한 주소는 이 포털에 없습니다.',
    home: '대시보드로 이동',
  },
};
