import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/**
 * Korean strings, loaded only on Korean pages. Korea's pages hide the cart, and with it the
 * insights (docs/decisions.md, issue 17); the strings are here for an embed that shows them
 * anyway. Korean has one plural form; _one mirrors _other.
 */
export const ko: Translation<typeof en> = {
  label: '주문 요약',
  loading: '주문 요약을 불러오는 중…',
  failed: '주문 요약을 불러오지 못했습니다. {{reason}}',
  retry: '다시 시도',
  noAccount: '선택된 계정이 없습니다. 계정 선택기에서 계정을 선택하세요.',
  unit: { shortTon: '숏톤', metricTon: 't' },
  tons: {
    heading: '이번 달 주문량',
    figure: '{{tons}} {{unit}}',
    period: '{{from}} ~ {{to}}',
    up: '▲ 작년 같은 기간보다 {{percent}} % 많음 ({{tons}} {{unit}})',
    down: '▼ 작년 같은 기간보다 {{percent}} % 적음 ({{tons}} {{unit}})',
    same: '■ 작년 같은 기간과 같음 ({{tons}} {{unit}})',
    new: '작년 같은 기간에는 주문이 없습니다',
    none: '이번 달과 작년 같은 기간에 주문이 없습니다.',
    summary:
      '{{from}}부터 {{to}}까지 {{tons}} {{unit}} 주문, {{year}}년 같은 기간 {{lastYearTons}} {{unit}}; {{year}}년 {{monthName}} 전체: {{lastYearMonthTons}} {{unit}}.',
    chart: '이번 달과 작년 같은 기간의 주문량',
    link: '이번 달 주문 보기',
  },
  open: {
    heading: '미결 주문',
    figure_one: '미결 주문 {{count}}건',
    figure_other: '미결 주문 {{count}}건',
    none: '미결 주문이 없습니다.',
    summary:
      '미결 주문 {{total}}건: 접수 {{placed}}, 출하 예정 {{scheduled}}, 출하 완료 {{shipped}}.',
    chart: '상태별 미결 주문',
    series: '주문',
    statusCount: '{{status}}: {{count}}',
    link: '미결 주문 보기',
  },
  deliveries: {
    heading: '다음 배송',
    none: '예정된 배송이 없습니다.',
    summary_one: '다음 배송: {{date}} 주문 {{orderNumber}}.',
    summary_other: '다음 배송 {{count}}건, 첫 번째: {{date}} 주문 {{orderNumber}}.',
    order: '주문 {{orderNumber}}',
    line: '{{status}} · {{method}} · {{tons}} {{unit}}',
    delivery: '배송',
    pickup: '직접 수령',
    link: '배송일순 미결 주문 보기',
  },
  status: {
    Placed: '주문 접수',
    Scheduled: '출하 예정',
    Shipped: '출하 완료',
    Invoiced: '청구 완료',
    Cancelled: '취소됨',
  },
  month: {
    '01': '1월',
    '02': '2월',
    '03': '3월',
    '04': '4월',
    '05': '5월',
    '06': '6월',
    '07': '7월',
    '08': '8월',
    '09': '9월',
    '10': '10월',
    '11': '11월',
    '12': '12월',
  },
};
