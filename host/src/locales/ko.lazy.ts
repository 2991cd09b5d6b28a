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
  comingSoon: {
    title: '{{feature}}: 곧 제공됩니다',
    body: '포털의 이 부분은 준비 중입니다. 다른 기능은 모두 그대로 이용할 수 있으니 곧 다시 방문해 주세요.',
    back: '대시보드로 이동',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '열려고 한 주소는 이 포털에 없습니다.',
    home: '대시보드로 이동',
  },
  features: {
    dashboard: '대시보드',
    orderbuilder: '주문 작성',
    cart: '장바구니',
    cartReview: '주문 검토',
    cartConfirmation: '주문 확인',
    orders: '주문',
    orderDetail: '주문 상세',
    orderModify: '주문 변경',
    documents: '문서',
    support: '고객 지원',
    faq: '자주 묻는 질문',
    profile: '내 프로필',
    users: '사용자 관리',
    reports: '보고서',
    termsconditions: '이용 약관',
    bulkusermanagement: '사용자 일괄 관리',
    nutritioncloud: '영양 클라우드',
    research: '연구',
    porkdocuments: '양돈 문서',
  },
};
