export { default } from '../../../rates/loan-term-controller';
