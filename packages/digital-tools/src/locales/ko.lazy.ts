import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  loading: '페이지를 불러오는 중…',
  failed: '이 페이지를 불러오지 못했습니다. {{reason}}',
  retry: '다시 시도',
  noAccount: '선택된 거래처가 없습니다. 거래처 선택에서 고르세요.',
  refusedTitle: '이 거래처에서는 사용할 수 없습니다',
  home: '대시보드로 이동',
  refused: {
    businessUnit:
      '이 페이지는 양돈 사업 거래처용입니다. 거래처 선택에서 양돈 거래처를 고르거나 영업 담당자에게 문의하세요.',
    role: '이 페이지에 필요한 양돈 역할이 사용자에게 없습니다. 관리자에게 추가를 요청하세요.',
    entitlement: '이 거래처는 이 도구를 사용할 권한이 없습니다. 영업 담당자에게 추가를 요청하세요.',
  },
  launch: '{{tool}} 열기',
  newTab: '(새 탭에서 열림)',
  links: '이 영역의 다른 페이지',
  documents: '문서',
  documentsLoading: '문서를 불러오는 중…',
  documentsEmpty: '이 페이지의 문서가 아직 없습니다.',
  documentsFailed: '문서를 불러오지 못했습니다. {{reason}}',
  download: '{{title}} 내려받기',
  downloadShort: '다운로드',
  downloading: '내려받는 중…',
  downloaded: '{{fileName}} 파일을 내려받았습니다.',
  published: '게시일 {{date}}',
  docType: {
    pricelist: '가격표',
    brochure: '브로슈어',
    label: '라벨',
    certificate: '인증서',
    video: '동영상',
  },
  trials: '시험 요약',
  trialsEmpty: '이 단계에 게시된 시험이 아직 없습니다.',
  trialsTable: '시험 한눈에 보기',
  trialFacts: '{{animals}}두, {{year}}년 종료',
  treatment: '처리구',
  columns: {
    trial: '시험',
    stage: '단계',
    animals: '두수',
    year: '연도',
    measure: '측정 항목',
    highest: '최고 결과',
  },
  stage: {
    sows: '모돈',
    nursery: '자돈',
    finishing: '비육',
  },
};
