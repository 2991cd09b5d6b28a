import { defineWidget } from '@anp/core';
import type { BulkUsersProps } from './bulk-users';

/** `<anp-bulk-users>`: the bulk upload of users as a custom element. */
export const bulkUsersElement = defineWidget<BulkUsersProps>({
  tag: 'anp-bulk-users',
  // The upload area, the modal and the steps load once the element is on the page.
  load: () => import('./bulk-users').then((m) => m.BulkUsers),
  headingLevel: {
    default: 1,
    min: 1,
    max: 5,
    description: "Level of the title (1 to 5); the steps' headings are one below.",
  },
  summary:
    'Bulk upload of users: the CSV and Excel templates, the upload of a filled-in file with a dry run of every row on the server (progress, counts to create and update, the rows to fix with line, column, value and message, downloadable), fix-and-retry, Apply (the valid rows only after a confirmation) with the progress of the job, and the result file. Without the user-management group it says so instead.',
  props: {},
  parts: [
    { name: 'bulk-users', description: 'The whole element.' },
    { name: 'heading', description: 'The title.' },
    {
      name: 'section',
      description: 'Each step: template, upload, check result, rows to fix, apply.',
    },
    { name: 'section-heading', description: "A step's heading." },
    { name: 'upload-area', description: 'The upload area.' },
    { name: 'field-label', description: "The upload area's label." },
    { name: 'dropzone', description: 'The box the file is dropped on.' },
    { name: 'file', description: 'The file listed under the upload area.' },
    { name: 'progress', description: "The apply job's progress bar." },
    {
      name: 'button',
      description:
        'A button; with its weight `primary`, `secondary` or `ghost` (`::part(button primary)`).',
    },
    { name: 'primary', description: 'With `button`: its weight.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'ghost', description: 'With `button`: its weight.' },
  ],
  cssProperties: [
    { name: '--anp-color-primary', description: 'Buttons, the progress bar and the step numbers.' },
    { name: '--anp-color-surface', description: 'Background of the steps.' },
    { name: '--anp-color-border', description: 'Borders of the steps and the errors table.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

bulkUsersElement.register();
