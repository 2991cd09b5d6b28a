/**
 * @anp/memo-tile: the credit and debit memo card of the portal as a React component, its layout
 * rules, and the document download button the order detail shares.
 * `@anp/memo-tile/element` registers `<anp-memo-tile>`.
 */
export { MemoTile, type MemoTileProps, type MemoHeadingLevel } from './memo-tile';
export { MEMO_TILE_NS } from './i18n';
export { MEMO_DETAIL_KEY, useMemoDetail } from './use-memo-detail';
export {
  DownloadButton,
  DownloadIcon,
  fileNameOf,
  useDownload,
  type DownloadButtonProps,
  type DownloadState,
} from './download';
export {
  amountDigits,
  formatAmount,
  memoFacts,
  memoLayout,
  showsCancelledBadge,
  type MemoFact,
  type MemoLayout,
} from './model/memo';
