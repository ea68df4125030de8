/** A failed HTTP answer: the spec tells a non-OK answer apart from a thrown error. */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** SWR fetcher for the site's own /api lists (JSON content type header as the spec's calls send it). */
export async function fetchJsonList<T>(url: string): Promise<T[]> {
  const response = await fetch(url, { headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
  if (!response.ok) throw new HttpStatusError(response.status);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('Unexpected answer');
  return body as T[];
}
