export { default } from '../platform/error-shape';
