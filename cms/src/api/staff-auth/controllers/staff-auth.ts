export { default } from '../../../staff-auth/controller';
