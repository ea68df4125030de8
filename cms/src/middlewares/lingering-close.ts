export { default } from '../platform/lingering-close-middleware';
