export { default } from '../documents/upload-cleanup';
