import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  region: '{{name}} 미리 보기',
  loading: '미리 보기를 불러오는 중…',
  failed: '미리 보기를 불러올 수 없습니다. {{reason}}',
  gone: '이 문서는 더 이상 사용할 수 없습니다. 새 버전으로 대체되었을 수 있습니다.',
  retry: '다시 시도',
  download: '다운로드',
  downloadNamed: '{{name}} 다운로드',
  downloaded: '{{name}}을(를) 다운로드했습니다.',
  close: '미리 보기 닫기',
  meta: '{{type}} · {{size}}',
  unsupported: {
    title: '이 파일 형식은 미리 볼 수 없습니다',
    named: '{{type}} 형식의 파일은 기기에서 열립니다. 파일을 다운로드하여 확인하세요.',
    unnamed: '파일을 다운로드하여 기기에서 여세요.',
  },
  pages: {
    navigation: '페이지',
    previous: '이전 페이지',
    next: '다음 페이지',
    page: '페이지',
    of: '/ {{count}}',
    status: '{{count}}페이지 중 {{page}}페이지',
  },
  zoom: {
    controls: '확대/축소',
    out: '축소',
    in: '확대',
    fit: '너비에 맞추기',
    percent: '{{value}}%',
    level: '배율 {{value}}%',
  },
  viewer: '문서 보기, {{name}}',
  pageImage: '{{name}}, {{count}}페이지 중 {{page}}페이지',
  image: {
    failed: '이미지를 표시할 수 없습니다.',
  },
  pdf: {
    loading: 'PDF를 여는 중…',
    failed:
      '이 PDF를 표시할 수 없습니다. 파일이 손상되었거나 암호로 보호되어 있을 수 있습니다. 다운로드하여 기기에서 여세요.',
    showText: '이 페이지의 텍스트 보기',
    hideText: '이 페이지의 텍스트 숨기기',
    textHeading: '{{page}}페이지 텍스트',
    noText: '이 페이지에는 읽을 텍스트가 없습니다. 스캔한 이미지일 수 있습니다.',
  },
  tiff: {
    loading: '이미지를 읽는 중…',
    hint: '다운로드하여 이미지 뷰어에서 여세요.',
    problem: {
      'not-tiff': '이 파일은 읽을 수 있는 TIFF 이미지가 아닙니다.',
      bigtiff: '이 이미지는 BigTIFF 형식이라 미리 보기에서 표시할 수 없습니다.',
      truncated: '이 이미지는 손상되었거나 불완전합니다.',
      compression: '이 이미지는 {{detail}} 압축을 사용하므로 미리 보기에서 표시할 수 없습니다.',
      tiled: '이 이미지는 타일 방식으로 저장되어 있어 미리 보기에서 표시할 수 없습니다.',
      format: '이 이미지는 미리 보기에서 표시할 수 없는 색상 형식({{detail}})을 사용합니다.',
      'too-large': '이 이미지는 너무 커서 미리 보기에서 표시할 수 없습니다.',
    },
  },
  progress: {
    loading: '파일을 불러오는 중',
    downloading: '{{name}} 다운로드 중',
    of: '{{total}} 중 {{received}} ({{percent}}%)',
    unknown: '{{received}} 받음',
    percent: '{{percent}}% 받음',
  },
  find: {
    label: '문서에서 찾기',
    placeholder: '찾기',
    previous: '이전 결과',
    next: '다음 결과',
    searching: '검색하는 중…',
    none: '일치하는 항목 없음',
    result: '{{count}}개 중 {{current}}번째',
  },
  video: {
    label: '동영상: {{name}}',
    failed: '동영상을 재생할 수 없습니다.',
    noCaptions: '이 동영상에는 자막이 없습니다.',
  },
};
