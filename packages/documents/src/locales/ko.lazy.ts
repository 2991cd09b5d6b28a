import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  search: '문서 검색',
  searchHint: '제목 또는 파일 이름',
  clearSearch: '검색어 지우기',
  type: '유형',
  allTypes: '모든 유형',
  kind: {
    pricelist: '가격표',
    brochure: '브로슈어',
    label: '라벨',
    certificate: '인증서',
    video: '동영상',
  },
  kinds: {
    pricelist: '가격표',
    brochure: '브로슈어',
    label: '라벨',
    certificate: '인증서',
    video: '동영상',
  },
  sort: '정렬 기준',
  sortBy: {
    newest: '최신순',
    title: '제목순 (가나다)',
    relevance: '관련도순',
  },
  sortWhileSearching: '검색 결과는 관련도순으로 표시됩니다.',
  showing: '전체 {{total}}개 문서 중 {{shown}}개 표시',
  showingMatches: '“{{term}}”과(와) 일치하는 문서 {{total}}개 중 {{shown}}개 표시',
  loading: '문서를 불러오는 중…',
  loadMore: '문서 더 보기',
  retry: '다시 시도',
  failed: '문서를 불러올 수 없습니다. {{reason}}',
  empty: {
    none: '아직 문서가 없습니다',
    noneHint: '계정의 가격표, 브로슈어, 라벨, 인증서 및 동영상이 여기에 표시됩니다.',
    noMatch: '“{{term}}”과(와) 일치하는 문서가 없습니다',
    noMatchHint: '철자를 확인하거나 제품 이름 또는 월로 검색해 보세요.',
    noneOfType: '현재 {{kinds}}이(가) 없습니다',
    showAllTypes: '모든 유형 보기',
  },
  published: '게시일 {{date}}',
  accountBadge: '내 계정',
  preview: '미리 보기',
  previewTitle: '문서 미리 보기',
  download: '다운로드',
  downloaded: '{{name}}을(를) 다운로드했습니다.',
  close: '닫기',
};
