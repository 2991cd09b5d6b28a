import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  actions: {
    view: '상세 보기',
    viewOriginal: '주문 {{number}} 보기',
    download: {
      invoice: '송장 다운로드',
      packlist: '포장 명세서 다운로드',
      coa: '성적서 다운로드',
      memo: '메모 다운로드',
    },
    modify: '주문 변경',
    orderAgain: '재주문',
  },
  documents: {
    invoice: '송장',
    packlist: '포장 명세서',
    coa: '성적서',
    memo: '메모',
  },
  lines: {
    label: '주문 {{number}}의 제품',
    loading: '주문 {{number}}의 제품을 불러오는 중…',
    failed: '이 주문의 제품을 불러올 수 없습니다. {{reason}}',
    none: '이 주문에는 제품 품목이 없습니다.',
    product: '제품',
    sku: 'SKU',
    quantity: '수량',
    weight: '순중량',
    amount: '금액',
    lot: '로트 {{lot}}',
  },
  notice: {
    downloading: '{{number}}의 {{document}}을(를) 다운로드하는 중…',
    downloaded: '{{file}}을(를) 다운로드했습니다.',
    downloadFailed: '{{number}}의 {{document}}을(를) 다운로드할 수 없습니다. {{reason}}',
    reordering: '주문 {{number}}의 제품을 장바구니에 담는 중…',
    reordered: '주문 {{number}}의 제품을 장바구니에 담았습니다.',
    reorderFailed: '주문 {{number}}을(를) 장바구니에 담을 수 없습니다. {{reason}}',
    goToCart: '장바구니로 이동',
  },
  failedMore: '주문을 더 불러올 수 없습니다. {{reason}}',
  export: {
    fetching: '내보내기 준비 중: 주문 {{total}}건 중 {{done}}건',
    building: '{{file}} 작성 중…',
    saved: '{{file}} 저장 완료: 주문 {{count}}건.',
    leftOut:
      '한 번에 전체 {{total}}건 중 처음 {{cap}}건만 내보낼 수 있어 {{count}}건은 제외되었습니다. 나머지를 내보내려면 필터 범위를 좁히세요.',
    failed: '내보내기를 할 수 없습니다. {{reason}}',
    cancelled: '내보내기가 취소되었습니다.',
    nothing: '이 필터로 내보낼 주문이 없습니다.',
    exported: '내보낸 날짜 {{date}} {{time}}',
    account: '{{name}} · 판매처 {{code}}',
    noFilters: '필터: 없음, 모든 주문 및 메모',
    status: '상태: {{list}}',
    type: '주문 유형: {{list}}',
    dates: '주문일: {{from}}~{{to}}',
    search: '다음으로 시작하는 주문 번호 또는 PO: {{term}}',
    sort: '{{column}} 기준 {{direction}} 정렬',
    ascending: '오름차순',
    descending: '내림차순',
    footer: '주문 및 메모 {{count}}건',
  },
  zip: {
    fetching: '문서 다운로드 중: {{total}}개 중 {{done}}개',
    building: 'documents.zip 작성 중…',
    saved: 'documents.zip 저장 완료: 문서 {{count}}개.',
    partial:
      'documents.zip을 문서 {{count}}개로 저장했습니다. 다음 문서는 다운로드할 수 없었습니다(zip 안의 errors.txt에 기록됨):',
    allFailed: '다운로드할 수 있는 문서가 없어 zip을 저장하지 않았습니다:',
    none: '선택한 주문에는 아직 다운로드할 문서가 없습니다.',
    cancelled: '문서 다운로드가 취소되었습니다.',
    errorsHeading: '다음 문서는 다운로드할 수 없었습니다:',
    failure: '{{number}}, {{document}}: {{reason}}',
  },
};
