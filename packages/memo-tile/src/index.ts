/**
 * @anp/memo-tile: the credit and debit memo card of the portal as a React component, its view,
 * its layout rules, and the document download button the order detail shares.
 * `@anp/memo-tile/element` registers `<anp-memo-tile>`.
 */
export { MemoTile, type MemoTileProps } from './memo-tile';
export { MemoTileOnDemand } from './memo-tile.on-demand';
export {
  MemoCardView,
  MemoTileView,
  type MemoCardViewProps,
  type MemoHeadingLevel,
  type MemoTileViewProps,
} from './memo-tile.view';
export { useMemoTile, type MemoTileOptions, type MemoTileState } from './use-memo-tile';
export { MEMO_TILE_NS } from './i18n';
export { MEMO_DETAIL_KEY, useMemoDetail, useMemoFile } from './use-memo-tile-data';
export { DownloadButton, DownloadIcon, type DownloadButtonProps } from './download-button';
export {
  useDownload,
  type DownloadProgressReport,
  type DownloadState,
  type FetchFile,
} from './use-download';
export { fileNameOf } from './model/file-name';
export {
  amountDigits,
  formatAmount,
  memoFacts,
  memoLayout,
  showsCancelledBadge,
  type MemoFact,
  type MemoLayout,
} from './model/memo';
