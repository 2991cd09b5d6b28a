import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean wording of Order again, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  button: '재주문',
  busy: '주문 {{number}}을(를) 장바구니에 담는 중…',
  failed: '주문 {{number}}을(를) 장바구니에 담지 못했습니다: {{reason}}',
  title: '주문 {{number}} 재주문',
  added_one: '{{count}}개 품목을 장바구니에 담았습니다',
  added_other: '{{count}}개 품목을 장바구니에 담았습니다',
  addedNone: '이 주문의 품목을 장바구니에 담을 수 없습니다',
  addedHeading: '담은 품목',
  quantity: '{{quantity}} {{label}}',
  correctedHeading: '수량을 고쳐 담은 품목',
  corrected: '주문 {{ordered}} {{label}}, 담은 수량 {{quantity}} {{label}}: {{rule}}',
  rule: {
    MIN_ERROR: '최소 주문 수량이 늘었습니다',
    PALLET_ERROR: '팔레트 단위로만 판매합니다',
    INCREMENT_ERROR: '주문 단위가 바뀌었습니다',
  },
  changedHeading: '주문 이후 바뀐 점',
  price: '단가: 주문 당시 {{before}}, 현재 {{after}}',
  pack: '포장: 주문 당시 단위당 {{before}}, 현재 {{after}}',
  packNow: '포장 변경: 현재 단위당 {{after}}',
  notAddedHeading: '담지 못한 품목',
  notAdded: '{{quantity}} {{label}}: {{reason}}',
  reason: {
    discontinued: '단종',
    notSoldInMarket: '이 시장에서 더 이상 판매하지 않음',
    notOrderable: '이 거래처로 주문할 수 없음',
  },
  goToCart: '장바구니로 이동',
  close: '닫기',
};
