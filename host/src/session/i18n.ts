import { registerTranslations } from '@anp/core';

/**
 * Strings of the session gate: checks, terms, maintenance, the unsupported-browser page, the idle
 * warning and the session-ended dialog.
 */
export const SESSION_NS = 'host-session';

export const en = {
  checking: 'Checking your session…',
  skipToContent: 'Skip to content',
  contextFailedTitle: 'Your account could not be loaded',
  contextFailed: 'The portal could not reach the account service. {{reason}}',
  retry: 'Try again',
  signOut: 'Sign out',
  terms: {
    title: 'Terms and conditions',
    intro: 'Please read and accept the terms and conditions of sale before you use the portal.',
    agree: 'I have read and accept the terms and conditions',
    accept: 'Accept and continue',
    accepting: 'Saving your acceptance…',
    decline: 'Decline and sign out',
    acceptedOn: 'You accepted these terms on {{date}}.',
    loadFailed: 'The terms could not be loaded. {{reason}}',
    acceptFailed: 'Your acceptance could not be saved. {{reason}} Please try again.',
    mustAgree: 'Tick the box to confirm you accept the terms.',
  },
  maintenance: {
    title: 'The portal is under maintenance',
    body: 'We are improving the portal and will be back shortly. Orders already placed are not affected.',
    contact: 'Need help with an urgent order? Call {{phone}} or write to {{email}}.',
    beta: 'Beta tester? Sign in to continue.',
    signIn: 'Sign in',
  },
  unsupported: {
    title: 'Your browser is not supported',
    body: 'This portal does not work in Internet Explorer. Please open it in a current version of Microsoft Edge, Google Chrome, Mozilla Firefox or Safari.',
  },
  idle: {
    title: 'Are you still there?',
    body: 'You have not used the portal for a while. For your security, you will be signed out in {{time}}.',
    timer: 'Time left before you are signed out',
    left: '{{time}} left before you are signed out.',
    stay: 'Stay signed in',
    signOut: 'Sign out now',
    close: 'Close and stay signed in',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
  },
  ended: {
    title: 'Your session has ended',
    body: 'For your security, please sign in again. You will come back to this page, with your cart and any complaint you were writing as you left them.',
    signIn: 'Sign in again',
    signOut: 'Sign out',
  },
};

registerTranslations(SESSION_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
