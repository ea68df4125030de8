/**
 * Every call of docs/api.md's "Spec section 7" table, the bulk jobs (GET /api/bulk-jobs/{id}, the history and the
 * results CSV), the bulk sends' previews, GET /api/deposit-terms, GET /api/loan-terms, GET /api/exchange-rates/history
 * and the SMS
 * provider's POST /api/sms/delivery-reports/{token}: who may call it, its request body and the schema of each answer by status. cms/tests/api/contract.test.ts calls each one.
 */
import * as z from 'zod/mini';
import * as s from './schemas.js';

export type Access = 'public' | 'admin' | 'admin, atmadmin';

export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path, `{id}` / `{filename}` for its parameter. */
  path: string;
  access: Access;
  /** A JSON body, a form's fields (urlencoded), or the text fields of a multipart body (`files` names its file parts). */
  body?: { kind: 'json' | 'form' | 'multipart'; schema: z.ZodMiniType; files?: readonly string[] };
  /** The answer by status; `error` is the body of every other 4xx/5xx status. A download answers a file, not JSON. */
  answers: Readonly<Record<number, z.ZodMiniType>>;
  error: z.ZodMiniType;
  download?: true;
}

const json = (schema: z.ZodMiniType) => ({ kind: 'json', schema }) as const;
const form = (schema: z.ZodMiniType) => ({ kind: 'form', schema }) as const;
const multipart = (schema: z.ZodMiniType, files: readonly string[]) => ({ kind: 'multipart', schema, files }) as const;

export const routes = {
  'GET /api/admin/gallery': {
    method: 'GET',
    path: '/api/admin/gallery',
    access: 'public',
    answers: { 200: s.GalleryList },
    error: s.ErrorBody,
  },
  'POST /api/admin/gallery': {
    method: 'POST',
    path: '/api/admin/gallery',
    access: 'admin',
    body: multipart(s.GalleryUploadFields, ['images']),
    answers: { 201: s.GalleryUploadAnswer },
    error: s.ErrorBody,
  },
  'GET /api/news': { method: 'GET', path: '/api/news', access: 'public', answers: { 200: s.NewsList }, error: s.ErrorBody },
  'POST /api/admin/news': {
    method: 'POST',
    path: '/api/admin/news',
    access: 'admin',
    body: multipart(s.NewsCreateFields, ['image']),
    answers: { 201: s.NewsCreateAnswer },
    error: s.ErrorBody,
  },
  'DELETE /api/news/{id}': {
    method: 'DELETE',
    path: '/api/news/{id}',
    access: 'admin',
    answers: { 200: s.NewsDeleteAnswer },
    error: s.ErrorBody,
  },
  // Beyond the spec: staff correct what was uploaded (docs/api.md "Correcting uploads and news").
  'PUT /api/admin/news/{id}': {
    method: 'PUT',
    path: '/api/admin/news/{id}',
    access: 'admin',
    body: multipart(s.NewsUpdateFields, ['image']),
    answers: { 200: s.NewsUpdateAnswer },
    error: s.ErrorBody,
  },
  'DELETE /api/admin/gallery/{id}': {
    method: 'DELETE',
    path: '/api/admin/gallery/{id}',
    access: 'admin',
    answers: { 200: s.RemovedAnswer },
    error: s.ErrorBody,
  },
  'DELETE /api/important-documents/{filename}': {
    method: 'DELETE',
    path: '/api/important-documents/{filename}',
    access: 'admin',
    answers: { 200: s.RemovedAnswer },
    error: s.ErrorBody,
  },
  'DELETE /api/form/{filename}': {
    method: 'DELETE',
    path: '/api/form/{filename}',
    access: 'admin',
    answers: { 200: s.RemovedAnswer },
    error: s.ErrorBody,
  },
  'DELETE /api/reports/{filename}': {
    method: 'DELETE',
    path: '/api/reports/{filename}',
    access: 'admin',
    answers: { 200: s.RemovedAnswer },
    error: s.ErrorBody,
  },
  'GET /api/get_exchange_rates': {
    method: 'GET',
    path: '/api/get_exchange_rates',
    access: 'public',
    answers: { 200: s.ExchangeRateList },
    error: s.ErrorBody,
  },
  'GET /api/exchange-rates/history': {
    method: 'GET',
    path: '/api/exchange-rates/history',
    access: 'public',
    answers: { 200: s.RateHistory },
    error: s.ErrorBody,
  },
  'PUT /api/update/exchange-rates/{id}': {
    method: 'PUT',
    path: '/api/update/exchange-rates/{id}',
    access: 'admin',
    body: json(s.RateUpdate),
    answers: { 200: s.RateUpdateAnswer },
    error: s.ErrorBody,
  },
  'GET /api/important-documents': {
    method: 'GET',
    path: '/api/important-documents',
    access: 'public',
    answers: { 200: s.ImportantDocumentList },
    error: s.ErrorBody,
  },
  'POST /api/upload-pdf': {
    method: 'POST',
    path: '/api/upload-pdf',
    access: 'admin',
    body: multipart(s.NoticeUploadFields, ['file']),
    answers: { 201: s.NoticeUploadAnswer },
    error: s.ErrorBody,
  },
  'GET /api/atm-status': {
    method: 'GET',
    path: '/api/atm-status',
    access: 'public',
    answers: { 200: s.AtmList },
    error: s.ErrorBody,
  },
  'PUT /api/atm-status/{id}': {
    method: 'PUT',
    path: '/api/atm-status/{id}',
    access: 'admin, atmadmin',
    body: json(s.AtmStatusUpdate),
    answers: { 200: s.AtmStatusUpdateAnswer },
    error: s.ErrorBody,
  },
  'POST /api/admin/login': {
    method: 'POST',
    path: '/api/admin/login',
    access: 'public',
    body: json(z.union([s.LoginRequest, s.LoginCodeRequest])),
    answers: { 200: s.LoginPasswordAnswer },
    error: s.LoginErrorBody,
  },
  'POST /api/atmadmin/login': {
    method: 'POST',
    path: '/api/atmadmin/login',
    access: 'public',
    body: json(z.union([s.LoginRequest, s.LoginCodeRequest])),
    answers: { 200: s.LoginPasswordAnswer },
    error: s.LoginErrorBody,
  },
  'POST /api/staff/logout': {
    method: 'POST',
    path: '/api/staff/logout',
    access: 'admin, atmadmin',
    answers: { 200: s.MessageBody },
    error: s.ErrorBody,
  },
  'POST /api/upload/form': {
    method: 'POST',
    path: '/api/upload/form',
    access: 'admin',
    body: multipart(s.DocumentUploadFields, ['file']),
    answers: { 201: s.DocumentUploadAnswer },
    error: s.ErrorBody,
  },
  'POST /api/upload/reports': {
    method: 'POST',
    path: '/api/upload/reports',
    access: 'admin',
    body: multipart(s.DocumentUploadFields, ['file']),
    answers: { 201: s.DocumentUploadAnswer },
    error: s.ErrorBody,
  },
  'GET /api/reports': {
    method: 'GET',
    path: '/api/reports',
    access: 'public',
    answers: { 200: s.ReportList },
    error: s.ErrorBody,
  },
  'GET /api/form': { method: 'GET', path: '/api/form', access: 'public', answers: { 200: s.FormList }, error: s.ErrorBody },
  'GET /api/download/reports/{filename}': {
    method: 'GET',
    path: '/api/download/reports/{filename}',
    access: 'public',
    answers: {},
    error: s.ErrorBody,
    download: true,
  },
  'GET /api/download/form/{filename}': {
    method: 'GET',
    path: '/api/download/form/{filename}',
    access: 'public',
    answers: {},
    error: s.ErrorBody,
    download: true,
  },
  'POST /api/send_bulk_sms': {
    method: 'POST',
    path: '/api/send_bulk_sms',
    access: 'admin',
    body: multipart(s.BulkSendFields, ['file']),
    answers: { 200: s.BulkSendAnswer, 202: s.BulkSendAnswer },
    error: s.BulkErrorBody,
  },
  'POST /api/send_bulk_email': {
    method: 'POST',
    path: '/api/send_bulk_email',
    access: 'admin',
    body: multipart(s.BulkSendFields, ['file']),
    answers: { 200: s.BulkSendAnswer, 202: s.BulkSendAnswer },
    error: s.BulkErrorBody,
  },
  // What a send would do, asked before it (nothing stored or sent): the same fields, checks and refusals as the send.
  'POST /api/send_bulk_sms/preview': {
    method: 'POST',
    path: '/api/send_bulk_sms/preview',
    access: 'admin',
    body: multipart(s.BulkSendFields, ['file']),
    answers: { 200: s.BulkPreviewAnswer },
    error: s.BulkErrorBody,
  },
  'POST /api/send_bulk_email/preview': {
    method: 'POST',
    path: '/api/send_bulk_email/preview',
    access: 'admin',
    body: multipart(s.BulkSendFields, ['file']),
    answers: { 200: s.BulkPreviewAnswer },
    error: s.BulkErrorBody,
  },
  'GET /api/bulk-jobs/{id}': {
    method: 'GET',
    path: '/api/bulk-jobs/{id}',
    access: 'admin',
    answers: { 200: s.BulkJob },
    error: s.ErrorBody,
  },
  'GET /api/bulk-jobs': {
    method: 'GET',
    path: '/api/bulk-jobs',
    access: 'admin',
    answers: { 200: s.BulkSendHistory },
    error: s.ErrorBody,
  },
  // A send's per-recipient results as CSV (text/csv, an attachment): phone numbers and addresses, so admin only.
  'GET /api/bulk-jobs/{id}/results': {
    method: 'GET',
    path: '/api/bulk-jobs/{id}/results',
    access: 'admin',
    answers: {},
    error: s.ErrorBody,
    download: true,
  },
  // Africa's Talking's delivery reports: the token (AT_CALLBACK_TOKEN) is the caller's credential, and a wrong one
  // answers 404 like any unknown path.
  'POST /api/sms/delivery-reports/{token}': {
    method: 'POST',
    path: '/api/sms/delivery-reports/{token}',
    access: 'public',
    body: form(s.DeliveryReportFields),
    answers: { 200: s.DeliveryReportAnswer },
    error: s.ErrorBody,
  },
  'GET /api/deposit-terms': {
    method: 'GET',
    path: '/api/deposit-terms',
    access: 'public',
    answers: { 200: s.DepositTerms },
    error: s.ErrorBody,
  },
  'GET /api/loan-terms': {
    method: 'GET',
    path: '/api/loan-terms',
    access: 'public',
    answers: { 200: s.LoanTerms },
    error: s.ErrorBody,
  },
} as const satisfies Record<string, RouteContract>;

export type RouteName = keyof typeof routes;

/** The route's path with its parameter filled in. */
export function routePath(name: RouteName, param?: string): string {
  const template: string = routes[name].path;
  return param === undefined ? template : template.replace(/\{\w+\}/, encodeURIComponent(param));
}
