/**
 * @anp/digital-tools: the digital pages (nutrition cloud and its tools, research, pork documents)
 * as a React component. `@anp/digital-tools/element` registers `<anp-digital-tools>`.
 */
export { DigitalTools, type DigitalToolsProps } from './digital-tools';
export {
  DigitalToolsView,
  type DigitalToolsViewProps,
  type HeadingLevel,
} from './digital-tools.view';
export {
  useDigitalTools,
  type DigitalToolsState,
  type DigitalToolsStatus,
} from './use-digital-tools';
export { useDigitalToolsData, type DigitalToolsData } from './use-digital-tools-data';
export {
  digitsOf,
  formatTrialValue,
  highestResult,
  refusalOf,
  safeLaunchUrl,
  trialChartData,
} from './model/digital-page';
export { DIGITAL_TOOLS_NS } from './i18n';
