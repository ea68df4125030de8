export { default } from '../../../bulk/send-controller';
