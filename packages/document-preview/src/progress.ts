/**
 * How much of a file has arrived (issue 14), for lists that download files and load this entry
 * only while a download runs (`@anp/document-preview/progress`): the progress bar with its words
 * and polite announcements, shown from 1 MB.
 */
export { DownloadProgress, FileProgress } from './viewers/progress.view';
export { PROGRESS_FROM_BYTES, announcedStep, percentOf, showsProgress } from './model/progress';
