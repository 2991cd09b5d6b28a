export { ModifyOrderPage, OrderDetailPage } from './order-detail-page';
