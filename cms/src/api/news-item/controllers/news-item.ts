export { default } from '../../../documents/news-item-controller';
