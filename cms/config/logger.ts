import { jsonLines } from '../src/observability/log-format';

/**
 * Strapi's logger (winston; Strapi keeps its console transport): every line one JSON object with time, level,
 * instance, requestId (inside a request) and msg (src/observability/log-format.ts). LOG_LEVEL: the least level
 * written (error, warn, info, http, verbose, debug; default info).
 */
const LEVELS = ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'];
const wanted = process.env.LOG_LEVEL?.trim().toLowerCase() || 'info';

export default {
  // An unknown level would silence winston: info and above then (docs/configuration.md lists the levels).
  level: LEVELS.includes(wanted) ? wanted : 'info',
  format: jsonLines,
};
