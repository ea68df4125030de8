/**
 * The /api contract of docs/api.md ("Spec section 7", GET /api/bulk-jobs/{id}, GET /api/deposit-terms, GET /api/loan-terms) as zod
 * schemas: every request body and every answer, success and error. Each schema's type is inferred beside it
 * (`export type X = z.infer<typeof X>`, one name for both): the CMS types its answers with them, the site parses what
 * it reads with the schemas, and cms/tests/api/contract.test.ts checks every route of the running CMS against them.
 *
 * Written with `zod/mini` (the same schemas and checks as `zod`, as functions): the browser islands parse their
 * answers with these schemas, and mini keeps what they download small. Objects strip unknown keys (an answer may grow
 * a field without breaking an older reader); a missing or wrongly typed field is an error.
 */
import * as z from 'zod/mini';

// Zod 4 compiles object parsers with `new Function` when it may; the site's Content-Security-Policy has no
// 'unsafe-eval', and the attempt alone is reported as a CSP violation. The interpreter is fast enough for these lists.
z.config({ jitless: true });

/** A Strapi documentId (a string, stable across publish and edit). */
export const DocumentId = z.string().check(z.minLength(1));
const text = z.string();
/** An ISO 8601 time with its zone, as Strapi and `Date.toISOString()` write it. */
const isoTime = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------------------------------------------------------
// Errors

/** Every error of the contract but bulk sends and logins: `{message}` with a 4xx/5xx status. */
export const ErrorBody = z.object({ message: text });
export type ErrorBody = z.infer<typeof ErrorBody>;
/** Bulk sends' errors: `{error}`, in an officer's words. */
export const BulkErrorBody = z.object({ error: text });
export type BulkErrorBody = z.infer<typeof BulkErrorBody>;
/** A refused login (401, 400, or 429 with Retry-After). */
export const LoginErrorBody = z.object({ status: z.literal('error'), message: text });
export type LoginErrorBody = z.infer<typeof LoginErrorBody>;
/** The success answer of most writes: `{message}`. */
export const MessageBody = z.object({ message: text });
export type MessageBody = z.infer<typeof MessageBody>;

// ---------------------------------------------------------------------------------------------------------------
// Gallery

export const GalleryImage = z.object({ id: DocumentId, image_url: text, alt_text: text });
export type GalleryImage = z.infer<typeof GalleryImage>;
export const GalleryList = z.array(GalleryImage);
/** POST /api/admin/gallery has no text fields: only its repeated `images` file parts. */
export const GalleryUploadFields = z.object({});
/** POST /api/admin/gallery (multipart, `images` repeated) → 201. */
export const GalleryUploadAnswer = z.object({
  message: text,
  images: z.array(z.object({ id: DocumentId, image_url: text })),
});
export type GalleryUploadAnswer = z.infer<typeof GalleryUploadAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// News

export const NEWS_CATEGORIES = ['News', 'Events', 'Donation'] as const;
export const NewsCategory = z.enum(NEWS_CATEGORIES);
export type NewsCategory = z.infer<typeof NewsCategory>;
export const NewsItem = z.object({
  id: DocumentId,
  title: text,
  /** Null when the item has no image (the image is optional in the CMS). */
  image_url: z.nullable(text),
  author_name: text,
  /** The item's day, `YYYY-MM-DD`. */
  date: z.iso.date(),
  category: NewsCategory,
  summary: text,
  full_text: text,
});
export type NewsItem = z.infer<typeof NewsItem>;
export const NewsList = z.array(NewsItem);
/** The longest each text field of a news item may be, trimmed (the CMS refuses a longer one with a 400). */
export const NEWS_FIELD_MAX = { title: 200, author_name: 120, summary: 1000, full_text: 50_000 } as const;
/** The text fields of POST /api/admin/news (multipart; the `image` file part beside them). */
export const NewsCreateFields = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(NEWS_FIELD_MAX.title)),
  author_name: z.string().check(z.minLength(1), z.maxLength(NEWS_FIELD_MAX.author_name)),
  category: NewsCategory,
  summary: z.string().check(z.minLength(1), z.maxLength(NEWS_FIELD_MAX.summary)),
  full_text: z.string().check(z.minLength(1), z.maxLength(NEWS_FIELD_MAX.full_text)),
});
export type NewsCreateFields = z.infer<typeof NewsCreateFields>;
/** POST /api/admin/news → 201. */
export const NewsCreateAnswer = z.object({ message: text, news: NewsItem });
export type NewsCreateAnswer = z.infer<typeof NewsCreateAnswer>;
/** DELETE /api/news/{id}. */
export const NewsDeleteAnswer = z.object({ message: text });
export type NewsDeleteAnswer = z.infer<typeof NewsDeleteAnswer>;
/** The text fields of PUT /api/admin/news/{id} (multipart): Add's, and the day; `image` optional. */
export const NewsUpdateFields = z.object({ ...NewsCreateFields.shape, date: z.iso.date() });
export type NewsUpdateFields = z.infer<typeof NewsUpdateFields>;
/** PUT /api/admin/news/{id} → 200. */
export const NewsUpdateAnswer = z.object({ message: text, news: NewsItem });
export type NewsUpdateAnswer = z.infer<typeof NewsUpdateAnswer>;
/** The removal of an upload (a form, report, gallery image or notice): `{message}`. */
export const RemovedAnswer = z.object({ message: text });
export type RemovedAnswer = z.infer<typeof RemovedAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Exchange rates

export const ExchangeRate = z.object({
  id: DocumentId,
  currency: text,
  buy: z.number(),
  sell: z.number(),
  icon: z.nullable(text),
  /** Beyond the spec: when the rate last changed (ISO), for "Rates as of …". */
  updated_at: isoTime,
});
export type ExchangeRate = z.infer<typeof ExchangeRate>;
export const ExchangeRateList = z.array(ExchangeRate);
const rateValue = z.number().check(z.positive());
/** PUT /api/update/exchange-rates/{id}: only the edited fields, numbers greater than 0. */
export const RateUpdate = z.object({ buy: z.optional(rateValue), sell: z.optional(rateValue) });
export type RateUpdate = z.infer<typeof RateUpdate>;
export const RateUpdateAnswer = z.object({ message: text, rate: ExchangeRate });
export type RateUpdateAnswer = z.infer<typeof RateUpdateAnswer>;

/** Beyond the spec: the windows GET /api/exchange-rates/history serves, in days. */
export const RATE_HISTORY_DAYS = [30, 90] as const;
/** One change of a rate: when, and the buy and sell rates from then on. */
export const RatePoint = z.object({ at: isoTime, buy: z.number(), sell: z.number() });
export type RatePoint = z.infer<typeof RatePoint>;
/**
 * GET /api/exchange-rates/history?currency=USD&days=90: the changes of one rate in the last `days` calendar days in
 * The Gambia (`from`, a midnight in Africa/Banjul, to `to`, the time of the answer), oldest first; the first point may
 * be older than `from`: it is the rate in effect when the window opens.
 */
export const RateHistory = z.object({
  currency: text,
  days: z.union([z.literal(30), z.literal(90)]),
  from: isoTime,
  to: isoTime,
  points: z.array(RatePoint),
});
export type RateHistory = z.infer<typeof RateHistory>;

// ---------------------------------------------------------------------------------------------------------------
// Important documents (the home page's notices)

export const ImportantDocument = z.object({ title: text, url: text });
export type ImportantDocument = z.infer<typeof ImportantDocument>;
export const ImportantDocumentList = z.array(ImportantDocument);
/** The text field of POST /api/upload-pdf (multipart; the `file` part beside it). */
export const NoticeUploadFields = z.object({ title: z.string().check(z.minLength(1)) });
export type NoticeUploadFields = z.infer<typeof NoticeUploadFields>;
/** POST /api/upload-pdf → 201. */
export const NoticeUploadAnswer = z.object({ message: text, notice: ImportantDocument });
export type NoticeUploadAnswer = z.infer<typeof NoticeUploadAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// ATMs

export const ATM_STATUSES = ['in-service', 'out-of-service'] as const;
export const AtmStatus = z.enum(ATM_STATUSES);
export type AtmStatus = z.infer<typeof AtmStatus>;
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;
/** One stretch of opening time on a weekday, HH:MM on the 24-hour clock in The Gambia's time (closes may be 24:00). */
export const OpeningInterval = z.object({ weekday: Weekday, opens: text, closes: text });
export type OpeningInterval = z.infer<typeof OpeningInterval>;
/**
 * The spec's id, location and status, and, where the ATM has them, its place (latitude and longitude,
 * both or neither) and its opening hours (none: open around the clock).
 */
export const Atm = z.object({
  id: DocumentId,
  location: text,
  status: AtmStatus,
  latitude: z.optional(z.number()),
  longitude: z.optional(z.number()),
  opening_hours: z.optional(z.array(OpeningInterval)),
});
export type Atm = z.infer<typeof Atm>;
export const AtmList = z.array(Atm);
/** PUT /api/atm-status/{id}. */
export const AtmStatusUpdate = z.object({ status: AtmStatus });
export type AtmStatusUpdate = z.infer<typeof AtmStatusUpdate>;
export const AtmStatusUpdateAnswer = z.object({ message: text, atm: Atm });
export type AtmStatusUpdateAnswer = z.infer<typeof AtmStatusUpdateAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Staff logins

export const STAFF_ROLES = ['admin', 'atmadmin'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;
/** POST /api/admin/login and /api/atmadmin/login. */
export const LoginRequest = z.object({ username: z.string().check(z.minLength(1)), password: z.string().check(z.minLength(1)) });
export type LoginRequest = z.infer<typeof LoginRequest>;
export const LoginSuccess = z.object({ status: z.literal('success'), role: StaffRole, token: z.string().check(z.minLength(1)) });
export type LoginSuccess = z.infer<typeof LoginSuccess>;
/** Either answer of a login: success is `status === 'success'` (SPEC section 7). */
export const LoginAnswer = z.discriminatedUnion('status', [LoginSuccess, LoginErrorBody]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;
/**
 * Two-factor sign-in (docs/api.md "Two-factor sign-in"): the password was right, and the account's code is needed.
 * `challenge` goes back with the code to the same login route; it is good for a few minutes and one sign-in.
 */
export const LoginCodeRequired = z.object({
  status: z.literal('code-required'),
  message: text,
  challenge: z.string().check(z.minLength(1)),
});
export type LoginCodeRequired = z.infer<typeof LoginCodeRequired>;
/** The code step of a two-factor login, to the same route as its password step. */
export const LoginCodeRequest = z.object({
  challenge: z.string().check(z.minLength(1)),
  code: z.string().check(z.regex(/^\d{6}$/)),
});
export type LoginCodeRequest = z.infer<typeof LoginCodeRequest>;
/** A 200 of either login route: signed in, or (two-factor on) the code is needed. */
export const LoginPasswordAnswer = z.union([LoginSuccess, LoginCodeRequired]);
/** Every answer of either login step: success, a code needed, or refused. */
export const LoginStepAnswer = z.discriminatedUnion('status', [LoginSuccess, LoginCodeRequired, LoginErrorBody]);
export type LoginStepAnswer = z.infer<typeof LoginStepAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Forms and reports

export const DocumentEntry = z.object({ category: text, filename: text, date_uploaded: isoTime });
export type DocumentEntry = z.infer<typeof DocumentEntry>;
export const ReportList = z.object({ reports: z.array(DocumentEntry) });
export type ReportList = z.infer<typeof ReportList>;
export const FormList = z.object({ forms: z.array(DocumentEntry) });
export type FormList = z.infer<typeof FormList>;
/** The text field of POST /api/upload/form and /api/upload/reports (multipart; the `file` part beside it). */
export const DocumentUploadFields = z.object({ category: z.string().check(z.minLength(1)) });
export type DocumentUploadFields = z.infer<typeof DocumentUploadFields>;
/** POST /api/upload/form and /api/upload/reports → 201. */
export const DocumentUploadAnswer = z.object({ message: text });
export type DocumentUploadAnswer = z.infer<typeof DocumentUploadAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Bulk sends

export const BULK_CHANNELS = ['sms', 'email'] as const;
export const BulkChannel = z.enum(BULK_CHANNELS);
export type BulkChannel = z.infer<typeof BulkChannel>;
export const BULK_JOB_STATES = ['queued', 'sending', 'finished'] as const;
export const BulkJobState = z.enum(BULK_JOB_STATES);
export type BulkJobState = z.infer<typeof BulkJobState>;
const count = z.int().check(z.nonnegative());
/** A stored bulk send and its progress (docs/api.md "Bulk sending"). */
export const BulkJob = z.object({
  id: DocumentId,
  channel: BulkChannel,
  state: BulkJobState,
  total: count,
  /** SMS each recipient's message takes (1 for e-mail); the daily limit counts total × partsPerMessage. */
  partsPerMessage: z.int().check(z.positive()),
  sent: count,
  failed: count,
  unknown: count,
  /**
   * Of the sent SMS, by the provider's delivery reports (POST /api/sms/delivery-reports/{token}): delivered to the
   * phone, not delivered (Failed or Rejected), and reported on their way. Sent SMS without a report yet are in none of
   * the three. Always 0 for e-mail.
   */
  delivered: count,
  undelivered: count,
  inTransit: count,
  pending: count,
  invalid: count,
  duplicates: count,
  /** The sentence of a finished job ('Sent 12 SMS; 1 failed, …'), null before. */
  summary: z.nullable(text),
  createdAt: isoTime,
  finishedAt: z.nullable(isoTime),
});
export type BulkJob = z.infer<typeof BulkJob>;
/** Longest subject an e-mail send may have (one header line). */
export const BULK_SUBJECT_MAX = 150;
/** The subject of an e-mail send when none is given: the CMS's EMAIL_SUBJECT, whose default this is. */
export const DEFAULT_BULK_SUBJECT = 'A message from Trust Bank';
/**
 * The text fields of POST /api/send_bulk_sms and /api/send_bulk_email (multipart; the `file` part beside it) and of
 * their previews. `subject`: e-mail only, one line (no control characters), at most BULK_SUBJECT_MAX characters.
 */
export const BulkSendFields = z.object({
  message: z.string().check(z.minLength(1)),
  subject: z.optional(z.string().check(z.minLength(1), z.maxLength(BULK_SUBJECT_MAX))),
});
export type BulkSendFields = z.infer<typeof BulkSendFields>;
/** 202 for a stored send, 200 for a repeat of one. */
export const BulkSendAnswer = z.object({ message: text, job: BulkJob });
export type BulkSendAnswer = z.infer<typeof BulkSendAnswer>;
export const BULK_SKIP_REASONS = ['invalid', 'abroad', 'duplicate'] as const;
/** A row of the sheet that will not be sent to: its row number in the sheet, the cell as written, and why. */
export const BulkSkippedRow = z.object({ row: z.int().check(z.positive()), value: text, reason: z.enum(BULK_SKIP_REASONS) });
export type BulkSkippedRow = z.infer<typeof BulkSkippedRow>;
/**
 * POST /api/send_bulk_sms/preview and /api/send_bulk_email/preview → 200: what the send with the same fields would do,
 * checked exactly as the send checks it (the same refusals), with nothing stored, queued or counted against today's
 * limit. `repeatOf`: the earlier send this one repeats (the send would answer it, and send nothing), else null.
 */
export const BulkPreviewAnswer = z.object({
  channel: BulkChannel,
  recipients: count,
  /** The subject an e-mail send goes with; null for SMS. */
  subject: z.nullable(text),
  /** The message's characters; for SMS its encoding, the characters outside GSM-7, and SMS parts. */
  characters: count,
  encoding: z.nullable(z.enum(['GSM-7', 'UCS-2'])),
  outsideGsm: z.array(text),
  partsPerMessage: z.int().check(z.positive()),
  /** SMS (parts) or e-mails in all: recipients × partsPerMessage. */
  messages: count,
  /** Rows not sent to, by reason: not a recipient, an SMS number outside BULK_SMS_COUNTRIES, a repeat. */
  skipped: z.object({ invalid: count, abroad: count, duplicate: count }),
  /** Every skipped row, in sheet order. */
  skippedRows: z.array(BulkSkippedRow),
  /** The question to confirm ('Send 5,998 SMS to 5,998 recipients?'). */
  question: text,
  repeatOf: z.nullable(BulkSendAnswer),
});
export type BulkPreviewAnswer = z.infer<typeof BulkPreviewAnswer>;

/**
 * One send of the bulk sender's history (GET /api/bulk-jobs): the job (its progress and counts), who sent it (the staff
 * account's username), the message, and the uploaded sheet's file name (null for sends stored before it was kept).
 */
export const BulkSendRecord = z.extend(BulkJob, {
  sentBy: text,
  message: text,
  sheetName: z.nullable(text),
});
export type BulkSendRecord = z.infer<typeof BulkSendRecord>;
/**
 * GET /api/bulk-jobs?page=N (admin): the sends still on their way (`running`, oldest first, whatever the page), and one
 * page of every send, newest first (`sends`), with the paging.
 */
export const BulkSendHistory = z.object({
  running: z.array(BulkSendRecord),
  sends: z.array(BulkSendRecord),
  page: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive()),
  pageCount: count,
  total: count,
});
export type BulkSendHistory = z.infer<typeof BulkSendHistory>;

/** Field lengths of a delivery report: Africa's Talking's own values are far shorter. */
const reportField = (max: number) => z.string().check(z.maxLength(max));
/**
 * Africa's Talking's delivery report (its form fields, as it posts them to POST /api/sms/delivery-reports/{token}):
 * the message id the send's answer gave, and its status. Success → delivered; Failed, Rejected → not delivered (with
 * failureReason); any other status (Sent, Submitted, Buffered, …) → in transit. Unknown fields are dropped.
 */
export const DeliveryReportFields = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  status: z.string().check(z.minLength(1), z.maxLength(40)),
  phoneNumber: z.optional(reportField(40)),
  networkCode: z.optional(reportField(20)),
  failureReason: z.optional(reportField(200)),
  retryCount: z.optional(reportField(10)),
});
export type DeliveryReportFields = z.infer<typeof DeliveryReportFields>;
/** 200 for every report with a right token, whether or not its id is one of ours (the provider needs no more). */
export const DeliveryReportAnswer = z.object({ message: text });
export type DeliveryReportAnswer = z.infer<typeof DeliveryReportAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Fixed deposit terms

export const DepositTenor = z.object({
  months: z.int().check(z.positive()),
  /** The listed annual rate in percent; null: quoted at a branch. */
  annual_rate: z.nullable(z.number().check(z.nonnegative())),
});
export type DepositTenor = z.infer<typeof DepositTenor>;
/** GET /api/deposit-terms (404 `{message}` while none is published): tenors shortest first. */
export const DepositTerms = z.object({
  minimum_amount: z.number().check(z.positive()),
  tenors: z.array(DepositTenor),
  updated_at: isoTime,
});
export type DepositTerms = z.infer<typeof DepositTerms>;

// ---------------------------------------------------------------------------------------------------------------
// Loan terms

/** `reducing_balance`: an annuity, interest on the balance left; `flat`: interest on the whole amount for the whole term. */
export const LoanMethod = z.enum(['reducing_balance', 'flat']);
export const LoanProduct = z
  .object({
    name: z.string().check(z.minLength(1)),
    method: LoanMethod,
    /** Percent per year. */
    annual_rate: z.number().check(z.nonnegative(), z.maximum(100)),
    /** Whole dalasi. */
    minimum_amount: z.int().check(z.positive()),
    maximum_amount: z.int().check(z.positive()),
    minimum_months: z.int().check(z.positive()),
    maximum_months: z.int().check(z.positive()),
  })
  .check(
    z.refine((product) => product.minimum_amount <= product.maximum_amount, 'minimum_amount is above maximum_amount'),
    z.refine((product) => product.minimum_months <= product.maximum_months, 'minimum_months is above maximum_months'),
  );
export type LoanProduct = z.infer<typeof LoanProduct>;
/** GET /api/loan-terms (404 `{message}` while none is published): the products in the editors' order. */
export const LoanTerms = z.object({
  products: z.array(LoanProduct),
  updated_at: isoTime,
});
export type LoanTerms = z.infer<typeof LoanTerms>;
