export { default } from '../../../places/atm-controller';
