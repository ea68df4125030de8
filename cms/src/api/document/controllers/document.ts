export { default } from '../../../documents/document-controller';
