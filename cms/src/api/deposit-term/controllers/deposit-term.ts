export { default } from '../../../rates/deposit-term-controller';
