export { default } from '../platform/client-address-middleware';
