import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  greeting: '{{name}}님, 환영합니다',
  greetingNoName: '환영합니다',
  account: '계정: {{name}} · 판매처 {{code}}',
  noAccount:
    '선택된 계정이 없습니다. 주문하고 주문 내역과 문서를 보려면 페이지 상단의 계정 선택기에서 계정을 선택하세요.',
  loading: '대시보드를 불러오는 중…',
  failedTitle: '대시보드를 불러올 수 없습니다',
  failed: '사용자 정보를 불러올 수 없습니다. {{reason}}',
  retry: '다시 시도',
  shortcuts: '무엇을 하시겠습니까?',
  insights: '주문 한눈에 보기',
  programmes: '영양 프로그램',
  marketFailed: '지금은 이 시장의 영양 프로그램을 불러올 수 없습니다.',
  supportHeading: '도움이 필요하신가요?',
  supportIntro: '고객 서비스팀이 도와드리겠습니다.',
  supportPhone: '전화',
  supportEmail: '이메일',
  complaintIntro: '제품이나 배송에 문제가 있나요? 알려 주시면 확인하겠습니다.',
  tiles: {
    orderbuilder: {
      title: '주문하기',
      description: '제품을 검색하고 선택한 계정으로 주문을 작성합니다.',
    },
    orders: {
      title: '주문',
      description: '주문, 송장 및 메모를 확인합니다.',
    },
    arbalance: {
      title: '계정 잔액',
      description: '잔액, 채권 연령, 미결 항목과 거래 명세서를 확인합니다.',
    },
    documents: {
      title: '문서',
      description: '가격표, 제품 설명서 및 인증서.',
    },
    support: {
      title: '고객 지원',
      description: '자주 묻는 질문에 대한 답변을 보거나 문의를 접수합니다.',
    },
    porkdocuments: {
      title: '양돈 문서',
      description: '양돈 생산자를 위한 보고서와 문서.',
    },
    nutritioncloud: {
      title: '영양 클라우드',
      description: '영양소 분석, 사료 주문 및 비즈니스 대시보드.',
    },
  },
};
