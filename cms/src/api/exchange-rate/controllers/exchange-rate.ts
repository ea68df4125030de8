export { default } from '../../../rates/exchange-rate-controller';
