export { default } from '../../../bulk/history-controller';
