import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  placeholder: '모든 날짜',
  cancel: '취소',
  confirm: '확인',
  clear: '지우기',
  presets: '빠른 기간 선택',
  chooseStart: '시작일을 선택하세요.',
  chooseEnd: '시작일 {{date}}. 이제 종료일을 선택하세요.',
  rangeChosen_one: '{{from}}~{{to}}: {{count}}일.',
  rangeChosen_other: '{{from}}~{{to}}: {{count}}일.',
  startDay: '{{date}}, 시작일',
  endDay: '{{date}}, 종료일',
  startAndEndDay: '{{date}}, 시작일 및 종료일',
  outOfRange: '{{date}}: 선택할 수 없음',
  keyboardHint:
    '시작일을 선택한 다음 종료일을 선택하세요. 화살표 키로 날짜를 이동하고, Page Up과 Page Down 키로 월을 바꿉니다.',
};
