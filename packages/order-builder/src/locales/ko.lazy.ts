import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  views: '제품 목록',
  view: {
    all: '전체 제품',
    favourites: '즐겨찾기',
    recent: '최근 주문',
  },
  loading: '제품을 불러오는 중…',
  retry: '다시 시도',
  viewCart: '장바구니 보기 ({{count}})',
  viewCartPlain: '장바구니 보기',
  addDisabled: {
    NO_ACCOUNT:
      '장바구니에 제품을 담으려면 계정 선택기에서 계정을 선택하세요. 그동안 제품은 둘러볼 수 있습니다.',
    NO_PURCHASE_RIGHTS:
      '이 사용자는 제품을 둘러볼 수는 있지만 주문할 수는 없습니다. 관리자에게 구매 권한을 요청하세요.',
    CART_HIDDEN:
      '이 시장에서는 온라인 주문을 제공하지 않습니다. 주문하려면 영업 담당자에게 문의해 주세요.',
    unknown: '지금은 장바구니에 담을 수 없습니다. {{reason}}',
  },
};
