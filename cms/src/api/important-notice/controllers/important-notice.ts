export { default } from '../../../documents/important-notice-controller';
