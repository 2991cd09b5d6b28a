export { DigitalPage } from './digital-page';
