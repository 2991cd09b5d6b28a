export { FaqPage, SupportPage } from './support-page';
