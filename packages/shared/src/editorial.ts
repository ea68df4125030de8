/**
 * The editorial types (banner slides, branches, people, correspondent banks, job openings, subsidiaries, awards,
 * partners, product terms): not calls of the spec but Strapi's own REST answers (docs/api.md "Editorial content
 * (Strapi REST)"), read by the site's server only. Each schema reads Strapi's entry and yields the shape the pages
 * and islands receive (its type is inferred beside it).
 *
 * Lenient per field (a missing or unset optional value becomes an empty string or null, a number where text was
 * expected becomes its digits, an entry that is not an object is dropped) but strict on the envelope (`{data: [...]}`
 * or `{data: {...}}`), so a broken answer never renders as an empty page. The product terms are strict per field too:
 * a page quoting an empty fee is worse than its last good version.
 *
 * A subpath of its own (`@bank/shared/editorial`): the islands import the calls' schemas and should not carry these.
 */
import * as z from 'zod/mini';

// Zod 4 compiles object parsers with `new Function` when it may; the site's Content-Security-Policy has no
// 'unsafe-eval' (./schemas.ts sets the same when it is loaded).
z.config({ jitless: true });

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text as the pages show it: a string as it is, a finite number as its digits, anything else empty. */
const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
};

/** A field that never fails: `read` makes its value of whatever arrived, a missing key (undefined) included. */
const lenient = <T>(read: (value: unknown) => T) => z.pipe(z.optional(z.unknown()), z.transform(read));

const Text = lenient(textOf);
/** Text, or null when empty or blank. */
const OptionalText = lenient((value) => textOf(value).trim() || null);
/** A media field as Strapi populates it (`{url: '/uploads/…', …}` or null): its URL, '' when there is none. */
const MediaUrl = lenient((value) => (isFields(value) ? textOf(value.url) : ''));
/** A value the editor left unset (null, absent) takes the type's default; an empty string stays empty. */
const TextOr = (fallback: string) => lenient((value) => (value === null || value === undefined ? fallback : textOf(value)));

/**
 * The token editors put in a banner button's link to mean "the configured internet-banking site": the site resolves
 * it (web/lib/shared/banner-links.ts, which keeps its own copy so the carousel island does not load these schemas; its test checks
 * the two agree).
 */
const ONLINE_BANKING_TOKEN = '{ONLINE_BANKING_URL}';

/** Strapi's `documentId` is the site's id (stable across edits and publishing); `id` is not. */
export const BannerSlideEntry = z.pipe(
  z.object({
    documentId: Text,
    heading: Text,
    subheading: Text,
    description: Text,
    image: MediaUrl,
    button1_label: TextOr('Online Banking'),
    button1_link: TextOr(ONLINE_BANKING_TOKEN),
    button2_label: TextOr('Check ATMs'),
    button2_link: TextOr('/services/e-banking/atm'),
  }),
  z.transform((f) => ({
    id: f.documentId,
    heading: f.heading,
    subheading: f.subheading,
    description: f.description,
    image_url: f.image,
    button1: { label: f.button1_label, link: f.button1_link },
    button2: { label: f.button2_label, link: f.button2_link },
  })),
);
export type BannerSlide = z.infer<typeof BannerSlideEntry>;
export type BannerButton = BannerSlide['button1'];

/** A finite number, or null (unset, or not a number). */
const OptionalNumber = lenient((value) => (typeof value === 'number' && Number.isFinite(value) ? value : null));

const WEEKDAY_NAMES: readonly string[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** A list of components, each read by `read`; an item it cannot read (null) is dropped, a missing list is empty. */
const ListOf = <T>(read: (fields: Record<string, unknown>) => T | null) =>
  lenient((value) => (Array.isArray(value) ? value.flatMap((item) => (isFields(item) ? (read(item) ?? []) : [])) : []));

/** Opening hours (component place.opening-interval): weekday, opens and closes as HH:MM. */
const OpeningHours = ListOf((f) =>
  typeof f.weekday === 'string' &&
  WEEKDAY_NAMES.includes(f.weekday) &&
  typeof f.opens === 'string' &&
  HH_MM.test(f.opens) &&
  typeof f.closes === 'string' &&
  HH_MM.test(f.closes)
    ? {
        weekday: f.weekday as 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday',
        opens: f.opens,
        closes: f.closes,
      }
    : null,
);

/**
 * A branch: the spec's name, address, phone and optional fax, and its place on the map (both or null),
 * its opening hours in The Gambia's time (a weekday without a stretch is closed), its closures (date and reason) and
 * its facilities (the CMS's allow-listed values).
 */
export const BranchEntry = z.pipe(
  z.object({
    documentId: Text,
    name: Text,
    address: Text,
    phone: Text,
    fax: OptionalText,
    latitude: OptionalNumber,
    longitude: OptionalNumber,
    opening_hours: OpeningHours,
    closures: ListOf((f) =>
      typeof f.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(f.date) && textOf(f.reason).trim()
        ? { date: f.date, reason: textOf(f.reason).trim() }
        : null,
    ),
    facilities: ListOf((f) => (typeof f.facility === 'string' && f.facility ? f.facility : null)),
  }),
  z.transform(({ documentId, latitude, longitude, ...f }) => ({
    id: documentId,
    ...f,
    ...(latitude !== null && longitude !== null ? { latitude, longitude } : { latitude: null, longitude: null }),
  })),
);
export type Branch = z.infer<typeof BranchEntry>;

export type PersonGroup = 'board' | 'management';

export const PersonEntry = z.pipe(
  z.object({
    documentId: Text,
    name: Text,
    position: Text,
    description: Text,
    image: MediaUrl,
    /** Anything but management is the board. */
    group: lenient((value): PersonGroup => (value === 'management' ? 'management' : 'board')),
  }),
  z.transform(({ documentId, image, ...f }) => ({ id: documentId, ...f, image_url: image })),
);
export type Person = z.infer<typeof PersonEntry>;

export const CorrespondentBankEntry = z.pipe(
  z.object({
    documentId: Text,
    bank: Text,
    address: Text,
    zipcode: OptionalText,
    pobox: OptionalText,
    country: Text,
    bic: Text,
  }),
  z.transform(({ documentId, ...f }) => ({ id: documentId, ...f })),
);
export type CorrespondentBank = z.infer<typeof CorrespondentBankEntry>;

export const JobOpeningEntry = z.pipe(
  z.object({ documentId: Text, title: Text, department: Text, location: Text, type: Text, link: Text }),
  z.transform(({ documentId, ...f }) => ({ id: documentId, ...f })),
);
export type JobOpening = z.infer<typeof JobOpeningEntry>;

export const SubsidiaryEntry = z.pipe(
  z.object({ documentId: Text, name: Text, slug: Text, link: OptionalText, logo: MediaUrl, description: Text }),
  z.transform(({ documentId, link, logo, ...f }) => ({ id: documentId, ...f, link: link ?? '', logo_url: logo })),
);
export type Subsidiary = z.infer<typeof SubsidiaryEntry>;

export const AwardEntry = z.pipe(
  z.object({ documentId: Text, title: Text, image: MediaUrl }),
  z.transform((f) => ({ id: f.documentId, title: f.title, image_url: f.image })),
);
export type Award = z.infer<typeof AwardEntry>;

export const PartnerEntry = z.pipe(
  z.object({ documentId: Text, name: Text, logo: MediaUrl, url: OptionalText }),
  z.transform((f) => ({ id: f.documentId, name: f.name, logo_url: f.logo, url: f.url ?? '' })),
);
export type Partner = z.infer<typeof PartnerEntry>;

/** A page number of Strapi's pagination; anything else counts as 1. */
const PageNumber = z.catch(z.int().check(z.positive()), 1);
const FIRST_PAGE = { page: 1, pageCount: 1 };

/**
 * One page of a Strapi collection answer, `{data: [...], meta: {pagination: {page, pageCount}}}`: its entries (those
 * that are not objects dropped), its number and how many pages there are (a missing meta is a single page). Anything
 * else (the old bare array, an error body) fails.
 */
export const strapiPage = <Entry extends z.ZodMiniType>(entry: Entry) =>
  z.pipe(
    z.object({
      data: z.pipe(
        z.pipe(
          z.array(z.unknown()),
          z.transform((items): unknown[] => items.filter(isFields)),
        ),
        z.array(entry),
      ),
      meta: z.catch(z.object({ pagination: z.catch(z.object({ page: PageNumber, pageCount: PageNumber }), FIRST_PAGE) }), {
        pagination: FIRST_PAGE,
      }),
    }),
    z.transform(({ data, meta: { pagination } }) => ({
      items: data,
      page: pagination.page,
      pageCount: Math.max(pagination.page, pagination.pageCount),
    })),
  );
export type StrapiPage<T> = { items: T[]; page: number; pageCount: number };

/** A figure the pages quote: text, trimmed, never empty. */
const Figure = z.string().check(z.trim(), z.minLength(1));
/** A count of the terms (digits, transactions): a whole number above zero. */
const Count = z.int().check(z.positive());

/** The product terms of SPEC section 9 (a single type: Strapi answers `{data: {...fields}}`), as the pages use them. */
export const ProductTermsAnswer = z.pipe(
  z.object({
    data: z.object({
      student_savings_minimum_opening_balance: Figure,
      student_savings_interest_threshold: Figure,
      student_savings_interest_paid: Figure,
      student_savings_eligibility: Figure,
      student_current_atm_card_cost: Figure,
      student_current_eligibility: Figure,
      savings_interest: Figure,
      cheque_clearing_threshold: Figure,
      cheque_clearing_channels: Figure,
      mini_statement_transactions: Count,
      atm_pin_one_time_code_digits: Count,
      atm_pin_digits: Count,
      overdraft_maximum_period: Figure,
      cheque_discounting_arrangement_fee: Figure,
      bankers_indemnity_rate: Figure,
      bankers_indemnity_minimum: Figure,
      guarantee_issuing_charge: Figure,
      guarantee_commission: Figure,
      foreign_currencies: Figure,
      corporate_relationship_manager: Figure,
      dividend_per_share: Figure,
      dividend_warrant_hours: Figure,
    }),
  }),
  z.transform(({ data: f }) => ({
    studentSavings: {
      minimumOpeningBalance: f.student_savings_minimum_opening_balance,
      interestThreshold: f.student_savings_interest_threshold,
      interestPaid: f.student_savings_interest_paid,
      eligibility: f.student_savings_eligibility,
    },
    studentCurrent: { atmCardCost: f.student_current_atm_card_cost, eligibility: f.student_current_eligibility },
    savings: { interest: f.savings_interest },
    chequeClearing: { threshold: f.cheque_clearing_threshold, channels: f.cheque_clearing_channels },
    miniStatement: { transactions: f.mini_statement_transactions },
    atmPin: { oneTimeCodeDigits: f.atm_pin_one_time_code_digits, pinDigits: f.atm_pin_digits },
    overdraft: { maximumPeriod: f.overdraft_maximum_period },
    chequeDiscounting: { arrangementFee: f.cheque_discounting_arrangement_fee },
    bankersIndemnity: { rate: f.bankers_indemnity_rate, minimum: f.bankers_indemnity_minimum },
    guarantee: { issuingCharge: f.guarantee_issuing_charge, commission: f.guarantee_commission },
    foreignCurrencies: f.foreign_currencies
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    corporateRelationshipManager: f.corporate_relationship_manager,
    dividend: { perShare: f.dividend_per_share, warrantHours: f.dividend_warrant_hours },
  })),
);
export type ProductTerms = z.infer<typeof ProductTermsAnswer>;
