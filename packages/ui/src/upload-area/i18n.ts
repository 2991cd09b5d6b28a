import { registerTranslations } from '@anp/core';

/** Namespace of the upload area's strings. */
export const NS = 'ui-upload';

/**
 * A refusal or failure is written "<head>: <detail>" in the list and "<name> <head>: <detail>"
 * when announced, so the detail strings start in lower case (or with the extension's dot).
 */
export const en = {
  label: 'Attachments',
  dragTitle: 'Drag and drop files here',
  dropNow: 'Drop the files to attach them',
  or: 'or',
  browse: 'Browse files',
  limits_one: '{{types}}. Up to {{size}}, one file.',
  limits_other: '{{types}}. Up to {{size}} each, at most {{count}} files.',
  listLabel: 'Files to attach',
  uploading: 'Uploading {{name}}',
  uploaded: 'Uploaded',
  remove: 'Remove',
  retry: 'Retry',
  notAccepted: 'Not accepted: {{detail}}',
  tooLarge: 'Too large: {{detail}}',
  notAdded: 'Not added: {{detail}}',
  notUploaded: 'Not uploaded: {{detail}}',
  notRemoved: 'Not removed: {{detail}}',
  detailType: '.{{extension}} files cannot be attached. Accepted: {{types}}.',
  detailTypeUnknown: 'this kind of file cannot be attached. Accepted: {{types}}.',
  detailEmpty: 'the file is empty.',
  detailSize: '{{size}}; the limit is {{limit}}.',
  detailCount_one: 'only one file can be attached.',
  detailCount_other: 'at most {{count}} files can be attached.',
  detailFailed: 'try again.',
  announceUploaded: '{{name}} uploaded.',
  announceRemoved: '{{name}} removed.',
  announceNotAccepted: '{{name}} not accepted: {{detail}}',
  announceTooLarge: '{{name}} too large: {{detail}}',
  announceNotAdded: '{{name}} not added: {{detail}}',
  announceMessage: '{{name}}: {{message}}',
};

registerTranslations(NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
