export { default } from '../staff-auth/access';
