export { default } from '../staff-auth/panel-login-throttle';
