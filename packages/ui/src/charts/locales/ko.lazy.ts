import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  kindBar: '막대 차트',
  kindLine: '선 차트',
  kindDonut: '도넛 차트',
  summaryExtent_one: '{{kind}}, 값 {{count}}개: {{first}}.',
  summaryExtent_other: '{{kind}}, 값 {{count}}개: {{first}}부터 {{last}}까지.',
  summaryHighest: '최고: {{label}}, {{value}}.',
  summaryLowest: '최저: {{label}}, {{value}}.',
  summaryTotal: '합계: {{value}}.',
  keyboardHint: '화살표 키로 값 사이를 이동하세요.',
  pointLabel: '{{category}}, {{series}}: {{value}}',
  pointShare: '{{category}}: {{value}} ({{share}})',
  legend: '범례',
  showTable: '표 보기',
  showChart: '차트 보기',
  downloadCsv: 'CSV 다운로드',
  total: '합계',
  share: '비율',
  empty: '이 차트에 표시할 데이터가 없습니다.',
};
