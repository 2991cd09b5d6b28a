import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  type: {
    credit: '대변 메모',
    debit: '차변 메모',
  },
  typeInline: {
    credit: '대변 메모',
    debit: '차변 메모',
  },
  status: {
    Open: '미결',
    Cancelled: '취소됨',
    Invoiced: '청구 완료',
  },
  cancelled: '취소됨',
  memoDate: '날짜',
  statusLabel: '상태',
  amount: '금액',
  download: '다운로드',
  downloadLabel: '{{type}} {{number}} 다운로드',
  downloadFailed: '메모를 다운로드할 수 없습니다. {{reason}}',
  details: '상세 정보',
  detailsLabel: '{{type}} {{number}} 상세 정보',
  facts: {
    invoiceNumber: '송장 번호',
    originalInvoice: '원 송장',
    originalInvoiceDate: '원 송장 일자',
    orderNumber: '주문 번호',
    customerPO: '고객 구매 주문서',
    soldTo: '판매처',
    orderValue: '주문 금액',
    memoValue: '메모 금액',
    netAmount: '순액',
    vat: '부가가치세',
    grossAmount: '총액',
  },
  loading: '메모 {{number}}을(를) 불러오는 중…',
  notFound: '메모 {{number}}을(를) 찾을 수 없습니다. 다른 계정의 메모일 수 있습니다.',
  failed: '메모 {{number}}을(를) 불러올 수 없습니다. {{reason}}',
  retry: '다시 시도',
  missingNumber: '이 메모 타일에는 메모 번호(memo-number 속성)가 필요합니다.',
};
