import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  heading: '보고서',
  picker: '보고서 선택',
  loading: '보고서를 불러오는 중…',
  loadingReport: '보고서를 불러오는 중…',
  failed: '보고서를 불러오지 못했습니다. {{reason}}',
  reportFailed: '이 보고서를 불러오지 못했습니다. {{reason}}',
  retry: '다시 시도',
  empty: '이 계정에는 아직 보고서가 없습니다.',
  noAccount: '선택된 계정이 없습니다. 계정 선택기에서 계정을 선택하세요.',
  asOf: '{{date}} 기준 수치입니다.',
  external: '외부 보고서',
  frameTitle: '{{title}} (외부 보고서)',
  renewFailed: '외부 보고서를 갱신하지 못해 업데이트가 중단될 수 있습니다. {{reason}}',
  unit: {
    shortTon: '숏톤',
    metricTon: 't',
  },
};
