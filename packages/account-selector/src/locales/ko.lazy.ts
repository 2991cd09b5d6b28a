import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  account: '계정',
  selectAccount: '계정 선택',
  dialog: '계정을 선택하세요',
  accounts: '계정',
  noAccounts: '아직 사용자에게 연결된 계정이 없습니다.',
  search: '계정 검색',
  searchHint: '이름, 판매처 코드 또는 담당자',
  showing: '전체 {{total}}개 계정 중 {{shown}}개 표시',
  noMatch: '“{{term}}”과(와) 일치하는 계정이 없습니다.',
  loading: '계정을 불러오는 중…',
  loadMore: '계정 더 보기',
  listFailed: '계정을 불러올 수 없습니다. {{reason}}',
  retry: '다시 시도',
  contextFailed: '지금은 계정을 사용할 수 없습니다.',
  region: '지역',
  regionValue: '지역: {{region}}',
  chooseRegion: '지역을 선택하세요',
  regions: '지역',
  currentMark: '(선택됨)',
  tagNew: '신규',
  tagCurrent: '현재',
  switching: '{{account}}(으)로 전환하는 중…',
  switchFailed: '계정이 변경되지 않았습니다. {{reason}}',
};
