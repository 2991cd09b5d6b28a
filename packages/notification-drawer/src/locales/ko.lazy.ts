import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  title: '알림',
  bell: '알림',
  unread_one: '읽지 않음 {{count}}개',
  unread_other: '읽지 않음 {{count}}개',
  close: '알림 닫기',
  settings: '알림 설정',
  active: '새 알림',
  history: '지난 알림',
  backToTop: '맨 위로',
  markAllRead: '모두 읽음으로 표시',
  dismiss: '지우기',
  hideError: '이 메시지 숨기기',
  saving: '저장하는 중…',
  loading: '알림을 불러오는 중…',
  loadFailed: '알림을 불러올 수 없습니다.',
  updateFailed: '변경 사항이 저장되지 않았습니다.',
  retry: '다시 시도',
  emptyTitle: '새 알림이 없습니다',
  emptyBody: '새 가격표와 가격 변경 소식이 여기에 표시됩니다.',
  read: '읽음',
  dismissed: '지움',
  priority: {
    error: '오류',
    warning: '경고',
    chat: '메시지',
    success: '완료',
  },
  titles: {
    priceList: '가격표',
    reminder: '가격표 알림',
  },
  wording: {
    single: '새 가격표가 있습니다: {{document}}',
    multiple_one: '새 가격표 {{count}}개가 있습니다',
    multiple_other: '새 가격표 {{count}}개가 있습니다',
    updated: '가격표가 업데이트되었습니다: {{document}}',
    updatedMany_one: '가격표 {{count}}개가 업데이트되었습니다',
    updatedMany_other: '가격표 {{count}}개가 업데이트되었습니다',
    reminder: '알림: {{document}}은(는) {{date}}부터 적용됩니다',
    reminderUndated: '알림: {{document}}을(를) 확인하세요',
  },
};
