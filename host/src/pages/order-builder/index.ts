export { OrderBuilderPage } from './order-builder-page';
