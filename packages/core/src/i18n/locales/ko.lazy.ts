import type { Translation } from '../resources';
import type { en } from './en';

/** Korean strings of the core namespace, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  common: {
    close: '닫기',
    dismiss: '닫기',
    loading: '불러오는 중…',
    retry: '다시 시도',
    cancel: '취소',
    confirm: '확인',
    notifications: '알림',
    nothingHere: '아직 표시할 내용이 없습니다',
  },
  errors: {
    notFound: '페이지를 찾을 수 없습니다',
    server: '내부 서버 오류',
    badRequest: '요청을 처리할 수 없습니다. 입력한 내용을 확인한 후 다시 시도해 주세요.',
    sessionExpired: '세션이 만료되었습니다. 이 페이지를 새로 고친 후 다시 로그인해 주세요.',
    unknown: '예기치 않은 문제가 발생했습니다. 다시 시도해 주세요.',
    exception: '문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    invalidRegion: '데이터를 처리하는 중입니다. 2시간 후에 다시 시도해 주세요.',
    fileTooBig: '파일이 너무 커서 다운로드할 수 없습니다. IT 지원팀에 문의해 주세요.',
    notAuthorized: '사용자에게 권한이 없습니다.',
    timeout: '서버 응답 시간이 너무 깁니다. 다시 시도해 주세요.',
    network: '서버에 연결할 수 없습니다. 연결 상태를 확인한 후 다시 시도해 주세요.',
    wrongMarket:
      '기본 계정이 다른 시장에 속해 있습니다. 지정된 시장으로 이동하여 업데이트해 주세요.',
    invalidConfig: '포털 설정이 올바르지 않습니다: {{field}} {{problem}}',
    title: '문제가 발생했습니다',
  },
};
