export { default } from '../preview/draft-reads';
