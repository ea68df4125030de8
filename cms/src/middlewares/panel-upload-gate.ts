export { default } from '../documents/panel-upload-gate';
