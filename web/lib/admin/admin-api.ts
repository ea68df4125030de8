/**
 * The staff screens' calls to the site's own /api (docs/api.md), from the browser.
 * Every mutating call carries `Authorization: Bearer <token>` when a token is held in memory.
 */

import type { RateUpdate } from './exchange-payload';

export interface ApiReply {
  ok: boolean;
  status: number;
  /** The parsed JSON answer, or null when the answer was not JSON. */
  body: unknown;
}

export interface NewsItem {
  id: string;
  title: string;
  image_url: string | null;
  author_name: string;
  date: string;
  category: string;
  summary: string;
  full_text: string;
}

export interface ExchangeRate {
  id: string;
  currency: string;
  buy: number;
  sell: number;
  icon: string | null;
}

export type AtmStatus = 'in-service' | 'out-of-service';

export interface AtmEntry {
  id: string;
  location: string;
  status: AtmStatus;
}

function authHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Sends one request; network failures reject, HTTP errors resolve with ok=false. */
async function send(path: string, init: RequestInit): Promise<ApiReply> {
  const response = await fetch(path, { cache: 'no-store', ...init });
  return { ok: response.ok, status: response.status, body: await readJson(response) };
}

function sendJson(path: string, method: 'POST' | 'PUT', payload: unknown, token: string | null) {
  return send(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...authHeaders(token) },
    body: JSON.stringify(payload),
  });
}

function sendForm(path: string, form: FormData, token: string | null) {
  return send(path, { method: 'POST', headers: authHeaders(token), body: form });
}

/** POST the login; rejects when the request fails or the answer is not JSON. */
export async function postLogin(endpoint: string, username: string, password: string): Promise<unknown> {
  const response = await fetch(endpoint, {
    method: 'POST',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.json();
}

export function postNews(form: FormData, token: string | null) {
  return sendForm('/api/admin/news', form, token);
}

export function deleteNews(id: string, token: string | null) {
  return send(`/api/news/${encodeURIComponent(id)}`, { method: 'DELETE', headers: authHeaders(token) });
}

export function putExchangeRate(id: string, update: RateUpdate, token: string | null) {
  return sendJson(`/api/update/exchange-rates/${encodeURIComponent(id)}`, 'PUT', update, token);
}

export function putAtmStatus(id: string, status: AtmStatus, token: string | null) {
  return sendJson(`/api/atm-status/${encodeURIComponent(id)}`, 'PUT', { status }, token);
}

export type DocumentKind = 'form' | 'reports';

export function postDocument(kind: DocumentKind, form: FormData, token: string | null) {
  return sendForm(`/api/upload/${kind}`, form, token);
}

export function postGalleryImages(form: FormData, token: string | null) {
  return sendForm('/api/admin/gallery', form, token);
}

export function postImportantNotice(form: FormData, token: string | null) {
  return sendForm('/api/upload-pdf', form, token);
}

export type SendType = 'sms' | 'email';

/**
 * Stores a bulk send (202 `{message, job}`; 200 when the server already has this send). The Idempotency-Key names
 * this one submission, so a retry after a lost answer is recognised and not sent twice.
 */
export function postBulkSend(sendType: SendType, form: FormData, token: string | null, idempotencyKey: string) {
  return send(sendType === 'sms' ? '/api/send_bulk_sms' : '/api/send_bulk_email', {
    method: 'POST',
    headers: { ...authHeaders(token), 'Idempotency-Key': idempotencyKey },
    body: form,
  });
}

/** GET /api/bulk-jobs/:id: the progress of a stored bulk send (admin only). */
export function getBulkJob(id: string, token: string | null, signal?: AbortSignal) {
  return send(`/api/bulk-jobs/${encodeURIComponent(id)}`, { headers: authHeaders(token), signal });
}

/** GET /api/news; rejects on a non-OK answer. */
export async function listNews(): Promise<NewsItem[]> {
  const response = await fetch('/api/news', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /api/news answered ${response.status}`);
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as NewsItem[]) : [];
}

/** Thrown for a non-OK list answer, so screens can tell it from a network or parsing failure. */
export class ListResponseError extends Error {
  constructor(readonly status: number) {
    super(`The list answered ${status}`);
    this.name = 'ListResponseError';
  }
}

export async function listExchangeRates(): Promise<ExchangeRate[]> {
  const response = await fetch('/api/get_exchange_rates', {
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new ListResponseError(response.status);
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as ExchangeRate[]) : [];
}

export async function listAtms(): Promise<AtmEntry[]> {
  const response = await fetch('/api/atm-status', { cache: 'no-store' });
  if (!response.ok) throw new ListResponseError(response.status);
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as AtmEntry[]) : [];
}
