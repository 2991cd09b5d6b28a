/**
 * The demo documents' texts in Korean: Korea's files are written in Korean (issue 14), with the
 * numbers and dates of the market rules (1,234.50; 05-3월-2026) and codes, units and the brand
 * (SKU codes, KRW, lb, PDF, AN Portal Kit) as they are.
 */
import type { DocTexts } from './types';

export const ko: DocTexts = {
  month: (month, year) => `${year}년 ${month}월`,
  priceList: '가격표',
  groups: {
    monogastric: '양돈 및 가금',
    ruminant: '소, 젖소 및 말',
    specialty: '수산, 반려동물 및 첨가제',
    all: '전체 제품',
  },
  validity: (from, to) => `적용 기간 ${from} ~ ${to}`,
  intro: (currency, unit) =>
    `포장 단위당 가격이며 통화는 ${currency}입니다. 세금과 운임은 포함되지 않습니다. 순중량은 ${unit} 단위입니다. 최소 주문 수량과 팔레트 규칙은 주문 포털에 표시된 대로 적용됩니다.`,
  columns: ['제품 코드', '제품명', '포장', '순중량'],
  pricePerUnit: (c) => `단가(${c})`,
  yourPrice: (c) => `귀사 단가(${c})`,
  listPrice: (c) => `표준 단가(${c})`,
  discount: '할인율',
  terms: '거래 조건',
  termsText: [
    '적용 기간이 지나면 가격은 예고 없이 변경될 수 있습니다. 포털에서 접수된 주문은 희망 납기일에 유효한 가격으로 확정됩니다.',
    '결제 조건은 귀사 거래처에 약정된 조건(현금 또는 신용)을 따릅니다. 벌크 배송은 상차한 톤당 가격으로 산정됩니다.',
  ],
  account: '거래처',
  soldTo: '판매처',
  market: '시장',
  validFrom: '적용 시작일',
  validTo: '적용 종료일',
  paymentTerms: '결제 조건',
  payment: { Cash: '현금', Credit: '신용' },
  accountPriceList: '거래처 가격표',
  guideTitle: (g) => `제품 안내서: ${g}`,
  guideSubtitle: '사료 공장에서 농장까지, 성과로 증명하는 영양',
  guideIntro: [
    '당사 사료는 영양 전문가가 생산 단계별로 설계하며, 원료 이력을 추적할 수 있는 인증 공장에서 생산됩니다.',
    '이 안내서를 참고해 알맞은 제품과 급여량을 선택하십시오. 담당 영업 사원이 농장 여건에 맞게 조정해 드립니다.',
  ],
  feedingGuide: '급여 안내',
  describe: (protein, amount) =>
    `${protein ? `조단백질 ${protein}% 이상. ` : ''}권장 급여량: ${amount}. 서늘하고 건조한 곳에 보관하고 제조일로부터 90일 이내에 사용하십시오.`,
  feedingColumns: ['제품 코드', '제품명', '축종', '단백질', '일일 급여량'],
  whyHeading: '당사 사료를 선택하는 이유',
  why: [
    '\u2022 한결같은 품질: 모든 생산분을 검사하며 제조번호로 추적할 수 있습니다.',
    '\u2022 가장 가까운 공장에서 트럭 배송 또는 직접 수령으로 신선하게 공급합니다.',
    '\u2022 영양 전문팀이 기술 지원을 제공합니다.',
  ],
  quickTitle: '주문 포털 빠른 시작 안내서',
  quickSubtitle: '온라인으로 주문하고 진행 상황을 확인하세요',
  quickSteps: [
    [
      '1. 로그인',
      '담당 영업 관리자가 등록한 이메일 주소를 사용하십시오. 처음 로그인할 때 이용 약관에 동의합니다.',
    ],
    [
      '2. 거래처 선택',
      '여러 거래처의 주문을 맡고 있다면 페이지 상단에서 거래처를 선택하십시오. 가격과 제품은 선택한 거래처를 따릅니다.',
    ],
    [
      '3. 주문 작성',
      '주문 작성 화면에서 제품명이나 제품 코드로 검색해 수량을 입력하십시오. 일부 제품은 팔레트 단위로만 판매됩니다.',
    ],
    [
      '4. 장바구니와 검토',
      '배송 또는 직접 수령, 희망 날짜와 시간, 구매 주문 번호와 결제 조건을 선택한 뒤 주문 내용을 검토하십시오.',
    ],
    [
      '5. 주문 확인',
      '주문 번호가 바로 발급되며, 주문 확인서를 다른 이메일 주소로 보낼 수도 있습니다.',
    ],
    [
      '6. 문서',
      '가격표, 안내 책자, 라벨, 인증서와 동영상은 문서 메뉴에 있습니다. PDF, JPG, PNG, TIFF, MP4 파일을 미리 보거나 내려받을 수 있습니다.',
    ],
  ],
  help: '도움이 필요하신가요? 모든 페이지 하단의 고객 지원 영역에서 문의를 접수하십시오.',
  labelTitle: (name) => `제품 라벨 \u2014 ${name}`,
  photoTitle: (name) => `라벨 사진 \u2014 ${name}`,
  certificateTitle: 'ISO 22000 식품안전 인증서(스캔)',
  scans: {
    deliveryNote: '서명된 배송 확인서(팩스)',
    labReport: '성적서(스캔)',
    weighbridgeTicket: '계근 증명서(스캔)',
    labelPhoto: '사료 라벨 사진(스캔)',
  },
  videoTitle: 'AN Portal Kit 데모 동영상',
  analysis: '등록성분량',
  protein: '조단백질(이상)',
  fat: '조지방(이상)',
  fiber: '조섬유(이하)',
  moisture: '수분(이하)',
  netWeight: '순중량',
  lot: '제조번호',
  certificate: [
    '인증서',
    '식품안전경영시스템',
    '다음 조직이',
    '심사를 거쳐 아래 규격의',
    '요구사항을 충족함을 인증합니다',
    '유효 기한',
    '인증 번호',
  ],
  demo: 'AN Portal Kit 데모 데이터이며 실제 견적이 아닙니다',
};
