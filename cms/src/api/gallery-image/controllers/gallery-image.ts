export { default } from '../../../documents/gallery-image-controller';
