export { default } from '../documents/upload-headers';
