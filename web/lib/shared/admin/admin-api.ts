/**
 * The staff screens' calls to the site's own /api (docs/api.md), from the browser.
 * Every mutating call carries `Authorization: Bearer <token>` when a token is held in memory.
 * Every answer is parsed with its schema of the contract (@bank/shared): a 2xx answer that does not match is
 * refused (logged with the offending fields, zod's issue paths) and reads as a failure, never as a success.
 */

import {
  AtmList,
  AtmStatusUpdateAnswer,
  BulkErrorBody,
  BulkJob,
  BulkPreviewAnswer,
  BulkSendAnswer,
  BulkSendHistory,
  ContractError,
  DocumentUploadAnswer,
  ErrorBody,
  ExchangeRateList,
  FormList,
  GalleryList,
  GalleryUploadAnswer,
  LoginStepAnswer,
  ImportantDocumentList,
  MessageBody,
  NewsCreateAnswer,
  NewsDeleteAnswer,
  NewsList,
  NewsUpdateAnswer,
  NoticeUploadAnswer,
  RateUpdateAnswer,
  RemovedAnswer,
  ReportList,
  parseAnswer,
  parseOrNull,
  type Atm,
  type AtmStatus,
  type DocumentEntry,
  type ExchangeRate,
  type GalleryImage,
  type ImportantDocument,
  type Infer,
  type NewsItem,
  type RateUpdate,
  type Schema,
} from '@bank/shared';
import { SiteError, UNEXPECTED_ANSWER } from '@/lib/shared/site-error';

export type { AtmStatus, ExchangeRate, NewsItem };
/** An ATM of the staff list: the contract's Atm. */
export type AtmEntry = Atm;

/**
 * A parsed answer. `ok` only for a 2xx answer of the contract's success shape; otherwise `body` is the error body of
 * the contract (`{message}`, bulk sends `{error}`) or null when the answer carried none (not JSON, or another shape),
 * `raw` is what came, for the log, and `kind` (lib/shared/site-error.ts) tells a refusal (`status`) from a 2xx answer
 * that did not match the contract (`off-contract`). A network failure rejects, as a read's does.
 */
export type ApiReply<T, E = ErrorBody> =
  | { ok: true; status: number; body: T }
  | { ok: false; kind: 'status' | 'off-contract'; status: number; body: E | null; raw: unknown };

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

/** Parses a 2xx answer with `success`, anything else with `failure`; a 2xx answer off the contract is logged and refused. */
function parseReply<T extends Schema, E extends Schema>(
  what: string,
  status: number,
  ok: boolean,
  raw: unknown,
  success: T,
  failure: E,
): ApiReply<Infer<T>, Infer<E>> {
  if (ok) {
    try {
      return { ok: true, status, body: parseAnswer(success, raw, what) };
    } catch (error) {
      if (!(error instanceof ContractError)) throw error;
      console.error(`[contract] ${error.message}`);
      return { ok: false, kind: 'off-contract', status, body: null, raw };
    }
  }
  return { ok: false, kind: 'status', status, body: parseOrNull(failure, raw), raw };
}

/** Sends one request; network failures reject, HTTP errors resolve with ok=false. */
async function send<T extends Schema, E extends Schema = typeof ErrorBody>(
  path: string,
  init: RequestInit,
  success: T,
  failure: E = ErrorBody as unknown as E,
): Promise<ApiReply<Infer<T>, Infer<E>>> {
  const response = await fetch(path, { cache: 'no-store', ...init });
  const raw = await readJson(response);
  return parseReply(`${init.method ?? 'GET'} ${path}`, response.status, response.ok, raw, success, failure);
}

function sendJson<T extends Schema>(path: string, method: 'POST' | 'PUT', payload: unknown, token: string | null, success: T) {
  return send(
    path,
    { method, headers: { 'Content-Type': 'application/json', ...authHeaders(token) }, body: JSON.stringify(payload) },
    success,
  );
}

function sendForm<T extends Schema>(path: string, form: FormData, token: string | null, success: T) {
  return send(path, { method: 'POST', headers: authHeaders(token), body: form }, success);
}

/**
 * POST the login: the answer of the contract, `{status:'success', role, token}` or `{status:'error', message}`.
 * Rejects when the request fails or the answer is not a login answer (not JSON, a proxy's `{message}`, a success
 * without a token: logged with the offending fields): the screens say 'Login failed'.
 */
/**
 * Either step of a staff login at `endpoint`: the password (`{username, password}`), or, when two-factor sign-in asked
 * for it, the code with the challenge of the password step (`{challenge, code}`).
 */
export async function postLogin(
  endpoint: string,
  step: { username: string; password: string } | { challenge: string; code: string },
): Promise<LoginStepAnswer> {
  const response = await fetch(endpoint, {
    method: 'POST',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(step),
  });
  const raw: unknown = await response.json();
  try {
    return parseAnswer(LoginStepAnswer, raw, `POST ${endpoint}`);
  } catch (error) {
    if (error instanceof ContractError) console.error(`[contract] ${error.message}`);
    throw error;
  }
}

/** Revokes the token on the server (POST /api/staff/logout): it is refused from then on. */
export function postLogout(token: string | null) {
  return send('/api/staff/logout', { method: 'POST', headers: authHeaders(token) }, MessageBody);
}

export function postNews(form: FormData, token: string | null) {
  return sendForm('/api/admin/news', form, token, NewsCreateAnswer);
}

export function deleteNews(id: string, token: string | null) {
  return send(`/api/news/${encodeURIComponent(id)}`, { method: 'DELETE', headers: authHeaders(token) }, NewsDeleteAnswer);
}

/** PUT /api/admin/news/{id} (multipart): every field and the date; `image` only when replaced. */
export function putNews(id: string, form: FormData, token: string | null) {
  return send(
    `/api/admin/news/${encodeURIComponent(id)}`,
    { method: 'PUT', headers: authHeaders(token), body: form },
    NewsUpdateAnswer,
  );
}

/** What an upload screen can remove, each by the key its public list gives. */
export type RemovableUpload =
  { kind: 'form' | 'reports'; filename: string } | { kind: 'gallery'; id: string } | { kind: 'notice'; filename: string };

const removalPath = (upload: RemovableUpload): string => {
  switch (upload.kind) {
    case 'form':
    case 'reports':
      return `/api/${upload.kind}/${encodeURIComponent(upload.filename)}`;
    case 'gallery':
      return `/api/admin/gallery/${encodeURIComponent(upload.id)}`;
    case 'notice':
      return `/api/important-documents/${encodeURIComponent(upload.filename)}`;
  }
};

/** DELETE of an upload: the entry and its stored file. */
export function removeUpload(upload: RemovableUpload, token: string | null) {
  return send(removalPath(upload), { method: 'DELETE', headers: authHeaders(token) }, RemovedAnswer);
}

export function putExchangeRate(id: string, update: RateUpdate, token: string | null) {
  return sendJson(`/api/update/exchange-rates/${encodeURIComponent(id)}`, 'PUT', update, token, RateUpdateAnswer);
}

export function putAtmStatus(id: string, status: AtmStatus, token: string | null) {
  return sendJson(`/api/atm-status/${encodeURIComponent(id)}`, 'PUT', { status }, token, AtmStatusUpdateAnswer);
}

export type DocumentKind = 'form' | 'reports';

export function postDocument(kind: DocumentKind, form: FormData, token: string | null) {
  return sendForm(`/api/upload/${kind}`, form, token, DocumentUploadAnswer);
}

export function postGalleryImages(form: FormData, token: string | null) {
  return sendForm('/api/admin/gallery', form, token, GalleryUploadAnswer);
}

export function postImportantNotice(form: FormData, token: string | null) {
  return sendForm('/api/upload-pdf', form, token, NoticeUploadAnswer);
}

export type SendType = 'sms' | 'email';

/** The answers of the bulk calls: `{message, job}` / the job, or `{error}` / `{message}`. */
export type BulkSendReply = ApiReply<BulkSendAnswer, BulkErrorBody>;
export type BulkJobReply = ApiReply<BulkJob>;

/**
 * Stores a bulk send (202 `{message, job}`; 200 when the server already has this send). The Idempotency-Key names
 * this one submission, so a retry after a lost answer is recognised and not sent twice.
 */
export function postBulkSend(
  sendType: SendType,
  form: FormData,
  token: string | null,
  idempotencyKey: string,
): Promise<BulkSendReply> {
  return send(
    sendType === 'sms' ? '/api/send_bulk_sms' : '/api/send_bulk_email',
    { method: 'POST', headers: { ...authHeaders(token), 'Idempotency-Key': idempotencyKey }, body: form },
    BulkSendAnswer,
    BulkErrorBody,
  );
}

export type BulkPreviewReply = ApiReply<BulkPreviewAnswer, BulkErrorBody>;

/** What the send of this form would do (nothing is stored or sent); refused as the send would refuse it. */
export function postBulkPreview(sendType: SendType, form: FormData, token: string | null): Promise<BulkPreviewReply> {
  return send(
    sendType === 'sms' ? '/api/send_bulk_sms/preview' : '/api/send_bulk_email/preview',
    { method: 'POST', headers: authHeaders(token), body: form },
    BulkPreviewAnswer,
    BulkErrorBody,
  );
}

/** GET /api/bulk-jobs/:id: the progress of a stored bulk send (admin only). */
export function getBulkJob(id: string, token: string | null, signal?: AbortSignal): Promise<BulkJobReply> {
  return send(`/api/bulk-jobs/${encodeURIComponent(id)}`, { headers: authHeaders(token), signal }, BulkJob);
}

export type BulkHistoryReply = ApiReply<BulkSendHistory>;

/** GET /api/bulk-jobs?page=N: the sends on their way and one page of every send, newest first (admin only). */
export function getBulkHistory(page: number, token: string | null): Promise<BulkHistoryReply> {
  return send(`/api/bulk-jobs?page=${encodeURIComponent(String(page))}`, { headers: authHeaders(token) }, BulkSendHistory);
}

/** A downloaded file, or why not: the status and the server's `{message}` (null when it sent none). */
export type DownloadReply = { ok: true; file: Blob; fileName: string } | { ok: false; status: number; body: ErrorBody | null };

const ATTACHMENT_NAME = /filename="([^"]+)"/;

/**
 * GET /api/bulk-jobs/{id}/results: a send's per-recipient results as CSV (admin only). Fetched with the token (a
 * plain link could not carry it); the page saves the file itself. Network failures reject.
 */
export async function getBulkResults(id: string, token: string | null): Promise<DownloadReply> {
  const response = await fetch(`/api/bulk-jobs/${encodeURIComponent(id)}/results`, {
    cache: 'no-store',
    headers: authHeaders(token),
  });
  if (!response.ok) return { ok: false, status: response.status, body: parseOrNull(ErrorBody, await readJson(response)) };
  const fileName = ATTACHMENT_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'bulk-send-results.csv';
  return { ok: true, file: await response.blob(), fileName };
}

async function readList<T extends Schema>(path: string, schema: T, headers: Record<string, string> = {}): Promise<Infer<T>> {
  const response = await fetch(path, { cache: 'no-store', headers });
  // A refusal is told from a network failure or an answer off the contract by its kind; screens show the latter's
  // short message.
  if (!response.ok) throw new SiteError('status', `The list answered ${response.status}`, response.status);
  const raw: unknown = await response.json();
  try {
    return parseAnswer(schema, raw, `GET ${path}`);
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    console.error(`[contract] ${error.message}`);
    throw new SiteError('off-contract', UNEXPECTED_ANSWER, response.status, { cause: error });
  }
}

/** GET /api/news; rejects on a non-OK answer or one off the contract. */
export function listNews(): Promise<NewsItem[]> {
  return readList('/api/news', NewsList);
}

export function listExchangeRates(): Promise<ExchangeRate[]> {
  return readList('/api/get_exchange_rates', ExchangeRateList, { 'Content-Type': 'application/json' });
}

export function listAtms(): Promise<AtmEntry[]> {
  return readList('/api/atm-status', AtmList);
}

/** GET /api/form or /api/reports: the uploaded documents, newest first. */
export async function listDocuments(kind: DocumentKind): Promise<DocumentEntry[]> {
  return kind === 'form' ? (await readList('/api/form', FormList)).forms : (await readList('/api/reports', ReportList)).reports;
}

/** GET /api/admin/gallery: the gallery's images, newest first. */
export function listGallery(): Promise<GalleryImage[]> {
  return readList('/api/admin/gallery', GalleryList);
}

/** GET /api/important-documents: the important notices, newest first. */
export function listNotices(): Promise<ImportantDocument[]> {
  return readList('/api/important-documents', ImportantDocumentList);
}
