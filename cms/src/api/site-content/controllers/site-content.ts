import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';
import type { DepositTenor, DepositTerms, ErrorBody } from '@bank/contract';
import { isoTime, mediaUrl, required, type Media } from '../../../utils/documents';

type Entry = Record<string, unknown> & { documentId: string };
const media = (entry: Entry, field: string) => mediaUrl(entry[field] as Media | null);
const optional = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

interface EditorialType {
  uid: UID.ContentType;
  populate: string[];
  shape: (e: Entry) => unknown;
}

/** How each editorial type is read and shaped for the site (see docs/api.md). */
const EDITORIAL = {
  bannerSlides: {
    uid: 'api::banner-slide.banner-slide',
    populate: ['image'],
    shape: (e: Entry) => ({
      id: e.documentId,
      heading: e.heading,
      subheading: e.subheading ?? '',
      description: e.description ?? '',
      image_url: media(e, 'image'),
      button1: { label: e.button1_label ?? 'Online Banking', link: e.button1_link ?? '{ONLINE_BANKING_URL}' },
      button2: { label: e.button2_label ?? 'Check ATMs', link: e.button2_link ?? '/services/e-banking/atm' },
    }),
  },
  branches: {
    uid: 'api::branch.branch',
    populate: [],
    shape: (e: Entry) => ({ id: e.documentId, name: e.name, address: e.address, phone: e.phone, fax: optional(e.fax) }),
  },
  people: {
    uid: 'api::person.person',
    populate: ['image'],
    shape: (e: Entry) => ({
      id: e.documentId,
      name: e.name,
      position: e.position,
      description: e.description ?? '',
      image_url: media(e, 'image'),
      group: e.group,
    }),
  },
  correspondentBanks: {
    uid: 'api::correspondent-bank.correspondent-bank',
    populate: [],
    shape: (e: Entry) => ({
      id: e.documentId,
      bank: e.bank,
      address: e.address,
      zipcode: optional(e.zipcode),
      pobox: optional(e.pobox),
      country: e.country,
      bic: e.bic,
    }),
  },
  jobOpenings: {
    uid: 'api::job-opening.job-opening',
    populate: [],
    shape: (e: Entry) => ({
      id: e.documentId,
      title: e.title,
      department: e.department,
      location: e.location,
      type: e.type,
      link: e.link,
    }),
  },
  subsidiaries: {
    uid: 'api::subsidiary.subsidiary',
    populate: ['logo'],
    shape: (e: Entry) => ({
      id: e.documentId,
      name: e.name,
      slug: e.slug,
      link: optional(e.link),
      logo_url: media(e, 'logo'),
      description: e.description ?? '',
    }),
  },
  awards: {
    uid: 'api::award.award',
    populate: ['image'],
    shape: (e: Entry) => ({ id: e.documentId, title: e.title, image_url: media(e, 'image') }),
  },
  partners: {
    uid: 'api::partner.partner',
    populate: ['logo'],
    shape: (e: Entry) => ({ id: e.documentId, name: e.name, logo_url: media(e, 'logo'), url: optional(e.url) }),
  },
} satisfies Record<string, EditorialType>;

type EditorialAction = keyof typeof EDITORIAL;

export const EDITORIAL_PATHS: Record<string, EditorialAction> = {
  '/banner-slides': 'bannerSlides',
  '/branches': 'branches',
  '/people': 'people',
  '/correspondent-banks': 'correspondentBanks',
  '/job-openings': 'jobOpenings',
  '/subsidiaries': 'subsidiaries',
  '/awards': 'awards',
  '/partners': 'partners',
};

// Types without a sort_order field are listed oldest first (the order editors created them in).
const hasSortOrder = (strapi: Core.Strapi, uid: UID.ContentType) => 'sort_order' in strapi.contentType(uid).attributes;

/** A decimal column arrives as a string from PostgreSQL and as a number from SQLite: always a number, or null. */
const rateOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const rate = Number(value);
  return Number.isFinite(rate) ? rate : null;
};

/** The fixed deposit terms (a single type): the minimum and the tenors, shortest first; 404 while none is published. */
const depositTerms = (strapi: Core.Strapi) => async (ctx: Context) => {
  const entry = await strapi.documents('api::deposit-term.deposit-term').findFirst({ status: 'published', populate: ['tenors'] });
  if (!entry) {
    ctx.status = 404;
    ctx.body = { message: 'No fixed deposit terms are published.' } satisfies ErrorBody;
    return;
  }
  const tenors = (entry.tenors ?? [])
    .map((tenor): DepositTenor => ({
      months: Number(required(tenor.months, 'Tenor months')),
      annual_rate: rateOrNull(tenor.annual_rate),
    }))
    .sort((a, b) => a.months - b.months);
  ctx.body = {
    minimum_amount: Number(required(entry.minimum_amount, 'Deposit minimum_amount')),
    tenors,
    updated_at: isoTime(entry.updatedAt, 'Deposit terms updatedAt'),
  } satisfies DepositTerms;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  ...Object.fromEntries(
    (Object.keys(EDITORIAL) as EditorialAction[]).map((action) => {
      const { uid, populate, shape }: EditorialType = EDITORIAL[action];
      const handler = async (ctx: Context) => {
        const sort = hasSortOrder(strapi, uid) ? [{ sort_order: 'asc' }, { id: 'asc' }] : [{ id: 'asc' }];
        // Drafts only for the editors' preview (news items and banner slides): global::draft-reads has checked the
        // preview secret before a `status=draft` read gets here.
        const status = ctx.query.status === 'draft' ? 'draft' : 'published';
        const entries = (await strapi.documents(uid).findMany({ status, sort, populate } as never)) as unknown as Entry[];
        ctx.body = entries.map(shape);
      };
      return [action, handler];
    }),
  ),
  depositTerms: depositTerms(strapi),
});
