// Credentials kept out of the logs, shared by the CMS's and the site's log lines and error messages.

/**
 * A log line or error message with the credentials of every URL in it replaced by `***` (REDIS_URL, DATABASE_URL or a
 * webhook URL may carry a password, and libraries quote the URL they were given in their errors).
 */
export function redactCredentials(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*(?:\/[^\s/@]*)*@/gi, '$1***@');
}
