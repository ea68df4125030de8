export { default } from '../documents/body-gate';
