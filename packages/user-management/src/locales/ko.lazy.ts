import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  retry: '다시 시도',
  status: { Active: '활성', 'In Progress': '처리 중', Inactive: '비활성' },
  userType: { Internal: '내부', External: '외부', Customer: '고객' },
  field: {
    name: '이름',
    firstName: '이름',
    lastName: '성',
    email: '이메일',
    phone: '전화',
    mobile: '휴대전화',
    language: '언어',
    country: '시장',
    userType: '사용자 유형',
    role: '역할',
    status: '상태',
    businessUnit: '사업부',
    region: '지역',
    accounts: '계정',
    primaryAccount: '주 계정',
    shipTos: '배송지',
    permissions: '권한',
    lastSignIn: '마지막 로그인',
  },
  never: '없음',
  none: '없음',
  noAccessTitle: '사용자 관리 권한이 없습니다',
  error: {
    FORBIDDEN: '사용자를 관리할 권한이 없습니다. 관리자에게 권한을 요청하세요.',
    EMAIL_EXISTS: '이 이메일을 사용하는 사용자가 이미 있습니다.',
    DUPLICATE_ASSOCIATION: '이 계정은 이미 사용자에게 연결되어 있습니다.',
    MIN_SELECTION: '계정을 하나 이상 선택하세요.',
    PRIMARY_REQUIRED: '계정 하나를 주 계정으로 지정하세요.',
    VERSION_CONFLICT:
      '다른 사람이 이 사용자를 연 뒤에 저장했습니다. 다시 불러와 변경 사항을 확인하세요. 입력한 내용은 유지됩니다.',
    USER_INACTIVE: '비활성화된 사용자입니다.',
  },
};
