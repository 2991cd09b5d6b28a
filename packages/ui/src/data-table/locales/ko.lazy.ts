import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. Row-name prefixes end in a colon: "추가 작업: 100234". */
export const ko: Translation<typeof en> = {
  selectAll: '모든 행 선택',
  selectRow: '선택:',
  selectionColumn: '선택',
  details: '상세 정보:',
  detailsColumn: '상세 정보',
  moreActions: '추가 작업:',
  actionsFor: '작업:',
  actionsColumn: '작업',
  loading: '불러오는 중…',
  loadingMore: '행을 더 불러오는 중…',
  sortedAscending: '{{column}} 기준 오름차순 정렬',
  sortedDescending: '{{column}} 기준 내림차순 정렬',
};
