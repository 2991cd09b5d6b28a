import { registerTranslations } from '@anp/core';

/** Namespace of the document preview's strings. */
export const PREVIEW_NS = 'documentPreview';

export const en = {
  region: 'Preview of {{name}}',
  loading: 'Loading the preview…',
  failed: 'The preview could not be loaded. {{reason}}',
  gone: 'This document is no longer available. It may have been replaced by a newer version.',
  retry: 'Try again',
  download: 'Download',
  downloadNamed: 'Download {{name}}',
  downloaded: '{{name}} was downloaded.',
  close: 'Close preview',
  meta: '{{type}} · {{size}}',
  unsupported: {
    title: 'This file type cannot be previewed',
    named: 'Files of type {{type}} open on your device: download the file to view it.',
    unnamed: 'Download the file to open it on your device.',
  },
  pages: {
    navigation: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page',
    of: 'of {{count}}',
    status: 'Page {{page}} of {{count}}',
  },
  zoom: {
    controls: 'Zoom',
    out: 'Zoom out',
    in: 'Zoom in',
    fit: 'Fit to width',
    percent: '{{value}}%',
    level: 'Zoom {{value}}%',
  },
  viewer: 'Document view, {{name}}',
  pageImage: 'Page {{page}} of {{count}} of {{name}}',
  image: {
    failed: 'The image could not be displayed.',
  },
  pdf: {
    loading: 'Opening the PDF…',
    failed:
      'This PDF could not be displayed. It may be damaged or protected by a password: download it to open it on your device.',
    showText: 'Show the text of this page',
    hideText: 'Hide the text of this page',
    textHeading: 'Text of page {{page}}',
    noText: 'This page has no text to read out; it may be a scanned image.',
  },
  tiff: {
    loading: 'Reading the image…',
    hint: 'Download it to open it in an image viewer.',
    problem: {
      'not-tiff': 'This file is not a readable TIFF image.',
      bigtiff: 'This image uses the BigTIFF format, which the preview cannot show.',
      truncated: 'This image is damaged or incomplete.',
      compression: 'This image uses {{detail}} compression, which the preview cannot show.',
      tiled: 'This image is stored in tiles, which the preview cannot show.',
      format: 'This image uses a colour format the preview cannot show ({{detail}}).',
      'too-large': 'This image is too large to show in the preview.',
    },
  },
  progress: {
    loading: 'Loading the file',
    downloading: 'Downloading {{name}}',
    of: '{{received}} of {{total}} ({{percent}}%)',
    unknown: '{{received}} received',
    percent: '{{percent}}% received',
  },
  find: {
    label: 'Find in the document',
    placeholder: 'Find',
    previous: 'Previous match',
    next: 'Next match',
    searching: 'Searching…',
    none: 'No matches',
    result: '{{current}} of {{count}}',
  },
  video: {
    label: 'Video: {{name}}',
    failed: 'The video could not be played.',
    noCaptions: 'No captions are available for this video.',
  },
};

registerTranslations(PREVIEW_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
