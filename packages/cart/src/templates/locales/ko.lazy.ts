import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean wording of "Save as template" (the cart has Korean strings), loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  button: '템플릿으로 저장',
  title: '장바구니를 템플릿으로 저장',
  description: '템플릿은 장바구니의 제품과 수량을 저장하여 나중에 다시 주문할 수 있게 합니다.',
  name: '템플릿 이름',
  nameHint: '최대 {{max}}자, 예: "주간 산란계".',
  nameRequired: '템플릿 이름을 입력하세요.',
  share: '{{account}}의 다른 사용자와 공유',
  shareAccount: '이 계정의 다른 사용자와 공유',
  shareHint:
    '다른 사용자는 이 템플릿을 보고 장바구니를 시작할 수 있으며, 변경은 본인만 할 수 있습니다.',
  save: '템플릿 저장',
  saving: '저장하는 중…',
  cancel: '취소',
  close: '닫기',
  saved: '템플릿 {{name}}이(가) 저장되었습니다.',
  failed: '템플릿을 저장하지 못했습니다: {{reason}}',
};
