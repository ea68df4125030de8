import { jsonLines } from '../src/observability/log-format';

/**
 * Strapi's logger (winston; Strapi keeps its console transport): every line one JSON object with time, level,
 * instance, requestId (inside a request) and msg (src/observability/log-format.ts). LOG_LEVEL: the least level
 * written (error, warn, info, http, verbose, debug; default info).
 */
export default {
  level: process.env.LOG_LEVEL?.trim() || 'info',
  format: jsonLines,
};
