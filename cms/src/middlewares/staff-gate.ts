export { default } from '../staff-auth/staff-gate';
