import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  heading: '내 계정',
  loading: '계정을 불러오는 중…',
  failed: '계정을 불러올 수 없습니다. {{reason}}',
  retry: '다시 시도',
  noAccount: '선택된 계정이 없습니다. 계정 선택기에서 계정을 고르세요.',
  showDetails: '자세히 보기',
  hideDetails: '간단히 보기',
  facts: {
    soldTo: '판매처',
    region: '지역',
    salesOrg: '영업 조직',
    businessUnit: '사업부',
  },
};
