import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean strings, loaded only on Korean pages. Korean has one plural form; _one mirrors _other. */
export const ko: Translation<typeof en> = {
  checking: '세션을 확인하는 중…',
  skipToContent: '본문으로 건너뛰기',
  contextFailedTitle: '계정을 불러올 수 없습니다',
  contextFailed: '포털이 계정 서비스에 연결할 수 없습니다. {{reason}}',
  retry: '다시 시도',
  signOut: '로그아웃',
  terms: {
    title: '이용 약관',
    intro: '포털을 이용하기 전에 판매 약관을 읽고 동의해 주세요.',
    agree: '약관을 읽었으며 이에 동의합니다',
    accept: '동의하고 계속',
    accepting: '동의 내용을 저장하는 중…',
    decline: '거부하고 로그아웃',
    acceptedOn: '{{date}}에 이 약관에 동의하셨습니다.',
    loadFailed: '약관을 불러올 수 없습니다. {{reason}}',
    acceptFailed: '동의 내용을 저장할 수 없습니다. {{reason}} 다시 시도해 주세요.',
    mustAgree: '약관에 동의하려면 확인란을 선택하세요.',
  },
  maintenance: {
    title: '포털 점검 중입니다',
    body: '더 나은 서비스를 위해 포털을 점검하고 있으며 곧 다시 이용하실 수 있습니다. 이미 접수된 주문에는 영향이 없습니다.',
    contact:
      '급한 주문에 도움이 필요하신가요? {{phone}}(으)로 전화하시거나 {{email}}(으)로 메일을 보내 주세요.',
    beta: '베타 테스터이신가요? 로그인하여 계속하세요.',
    signIn: '로그인',
  },
  unsupported: {
    title: '지원되지 않는 브라우저입니다',
    body: '이 포털은 Internet Explorer에서 작동하지 않습니다. 최신 버전의 Microsoft Edge, Google Chrome, Mozilla Firefox 또는 Safari에서 열어 주세요.',
  },
  idle: {
    title: '아직 이용 중이신가요?',
    body: '한동안 포털을 사용하지 않으셨습니다. 보안을 위해 {{time}} 후에 로그아웃됩니다.',
    timer: '로그아웃까지 남은 시간',
    left: '로그아웃까지 {{time}} 남았습니다.',
    stay: '로그인 유지',
    signOut: '지금 로그아웃',
    close: '닫고 로그인 유지',
    minutes_one: '{{count}}분',
    minutes_other: '{{count}}분',
    seconds_one: '{{count}}초',
    seconds_other: '{{count}}초',
  },
  ended: {
    title: '세션이 종료되었습니다',
    body: '보안을 위해 다시 로그인해 주세요. 로그인하면 이 페이지로 돌아오며, 장바구니와 작성 중이던 클레임은 그대로 남아 있습니다.',
    signIn: '다시 로그인',
    signOut: '로그아웃',
  },
};
