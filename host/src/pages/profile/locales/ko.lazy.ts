import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. Language names stay in their own language. */
export const ko: Translation<typeof en> = {
  title: '내 프로필',
  details: '개인 정보',
  fields: {
    name: '이름',
    email: '이메일',
    phone: '전화',
    mobile: '휴대전화',
    userType: '사용자 유형',
    roles: '역할',
    status: '상태',
    account: '회사 계정',
    locale: '로캘',
    currency: '통화',
    timeZone: '시간대',
  },
  notProvided: '입력되지 않음',
  noRoles: '지정된 역할 없음',
  noAccount: '선택된 계정 없음',
  accountValue: '{{name}} (판매처 {{code}})',
  userTypes: { internal: '내부', external: '외부', customer: '고객' },
  statuses: { active: '활성', inProgress: '처리 중', inactive: '비활성' },
  language: {
    heading: '언어 설정',
    legend: '포털 언어',
    hint: '시장에서 이 언어를 제공하는 경우 포털 페이지가 이 언어로 표시됩니다.',
    save: '저장',
    saved: '언어 설정이 저장되었습니다.',
    savedNotOffered:
      '언어 설정이 저장되었습니다. 이 시장의 페이지는 {{language}}(으)로 제공되지 않으므로 이 페이지는 현재 언어를 유지합니다.',
    failed:
      '언어 설정을 저장할 수 없습니다. {{reason}} 선택한 내용은 그대로 있으니 다시 시도하세요.',
  },
  access: {
    heading: '내 계정과 권한',
    hint: '관리자가 정합니다. 변경이 필요하면 관리자에게 요청하세요.',
    accounts: '계정',
    noAccounts: '연결된 계정이 없습니다.',
    primary: '주 계정',
    kinds: { customer: '고객 계정', internal: '내부 계정', pork: '양돈 계정' },
    groups: '권한 그룹',
    keys: '권한',
    noGroups: '권한 그룹이 없습니다.',
    noKeys: '이름 있는 권한이 없습니다.',
    loading: '계정과 권한을 불러오는 중…',
    failed: '계정과 권한을 불러올 수 없습니다. {{reason}}',
    unavailable: '여기서는 계정과 권한을 표시할 수 없습니다.',
  },
  languages: { en: 'English', es: 'Español', pt: 'Português', ko: '한국어' },
  loading: '프로필을 불러오는 중…',
  failedTitle: '프로필을 불러올 수 없습니다',
  failed: '프로필을 불러올 수 없습니다. {{reason}}',
  retry: '다시 시도',
};
