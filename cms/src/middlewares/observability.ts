export { default } from '../observability/middleware';
