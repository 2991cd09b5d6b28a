import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/**
 * Korean strings of the order templates (the cart has Korean strings too), loaded only on Korean
 * pages. Korean pages hide the cart, and the templates with it; the strings keep the missing-key
 * test whole.
 */
export const ko: Translation<typeof en> = {
  heading: '주문 템플릿',
  intro: '이 계정의 저장된 장바구니: 클릭 한 번으로 장바구니를 시작하세요.',
  loading: '주문 템플릿을 불러오는 중…',
  failed: '주문 템플릿을 불러올 수 없습니다. {{reason}}',
  retry: '다시 시도',
  noAccount: '선택된 계정이 없습니다. 계정 선택기에서 계정을 선택하세요.',
  empty:
    '아직 템플릿이 없습니다. 장바구니를 템플릿으로 저장하면 몇 번의 클릭으로 다시 주문할 수 있습니다.',
  save: '장바구니를 템플릿으로 저장',
  mineHeading: '내 템플릿',
  sharedHeading: '나와 공유된 템플릿',
  sharedByYou: '이 계정의 다른 사용자와 공유됨',
  onlyYou: '나만 볼 수 있음',
  sharedBy: '{{owner}}님이 공유함',
  products_one: '제품 {{count}}개',
  products_other: '제품 {{count}}개',
  weight: '합계 {{weight}}',
  reminderEvery_one: '매일 알림',
  reminderEvery_other: '{{count}}일마다 알림',
  actions: {
    use: '템플릿 사용',
    useNamed: '{{name}} 템플릿 사용',
    rename: '이름 변경',
    renameNamed: '{{name}} 이름 변경',
    delete: '삭제',
    deleteNamed: '{{name}} 삭제',
    share: '동료와 공유',
    shareNamed: '동료와 공유: {{name}}',
    unshare: '공유 중지',
    unshareNamed: '{{name}} 공유 중지',
    remind: '알림 설정',
    remindNamed: '{{name}} 알림 설정',
    stopReminder: '알림 중지',
    stopReminderNamed: '{{name}} 알림 중지',
  },
  use: {
    title: '{{name}} 사용',
    legend: '장바구니 처리 방법',
    merge: '장바구니에 추가',
    mergeHint: '템플릿의 수량이 장바구니에 이미 있는 제품에 더해집니다.',
    replace: '장바구니 교체',
    replaceHint: '장바구니를 먼저 비운 다음 템플릿의 제품을 담습니다.',
    confirm: '템플릿 사용',
  },
  summary: {
    title: '템플릿 {{name}} 사용됨',
    goToCart: '장바구니로 이동',
  },
  rename: {
    title: '{{name}} 이름 변경',
    label: '새 이름',
    required: '템플릿 이름을 입력하세요.',
    confirm: '이름 변경',
  },
  delete: {
    title: '{{name}}을(를) 삭제할까요?',
    body: '템플릿과 알림이 공유된 사용자에게서도 삭제됩니다. 장바구니는 바뀌지 않습니다.',
    confirm: '템플릿 삭제',
  },
  remind: {
    title: '{{name}} 주문 알림 받기',
    label: '며칠마다',
    hint: '{{min}}일에서 {{max}}일까지. 첫 알림은 그 일수 후 8:00에 옵니다.',
    invalid: '{{min}}에서 {{max}} 사이의 정수 일수를 입력하세요.',
    confirm: '알림 설정',
  },
  cancel: '취소',
  close: '닫기',
  notice: {
    renamed: '템플릿 이름이 {{name}}(으)로 변경되었습니다.',
    deleted: '템플릿 {{name}}이(가) 삭제되었습니다.',
    shared: '템플릿 {{name}}이(가) 이 계정의 다른 사용자와 공유됩니다.',
    unshared: '템플릿 {{name}}은(는) 더 이상 공유되지 않습니다.',
    reminderSet_one: '매일 {{name}} 주문을 알려 드립니다.',
    reminderSet_other: '{{count}}일마다 {{name}} 주문을 알려 드립니다.',
    reminderStopped: '{{name}} 알림이 중지되었습니다.',
    saved: '템플릿 {{name}}이(가) 저장되었습니다.',
    failed: '실패했습니다: {{reason}}',
  },
};
