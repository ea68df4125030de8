import fs from 'node:fs';
import path from 'node:path';
import qs from 'qs';
import { ContractError, parseAnswer } from '@bank/shared';
import {
  AwardEntry,
  BannerSlideEntry,
  BranchEntry,
  CorrespondentBankEntry,
  JobOpeningEntry,
  PartnerEntry,
  PersonEntry,
  ProductTermsAnswer,
  strapiPage,
  SubsidiaryEntry,
  type StrapiPage,
} from '@bank/shared/editorial';
import { ONLINE_BANKING_TOKEN } from '@/lib/shared/banner-links';
import { editorialPage, editorialPath, editorialQuery, editorialReads, readAllPages } from './editorial';
import { bannerSlide, strapiBannerSlideEntry, strapiCollection, strapiMedia } from '../../shared/cms-test-fixtures';

describe('the queries the site sends to Strapi', () => {
  it('banner slides: the image, editor order, one page of 100 (qs with encodeValuesOnly, as Strapi documents)', () => {
    expect(editorialPath('bannerSlides')).toBe(
      `/api/banner-slides?${qs.stringify(
        { populate: ['image'], sort: ['sort_order:asc', 'id:asc'], pagination: { pageSize: 100 } },
        { encodeValuesOnly: true },
      )}`,
    );
    expect(editorialQuery('bannerSlides')).toBe(
      'populate[0]=image&sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[pageSize]=100',
    );
  });

  it.each([
    [
      'branches',
      '/api/branches?populate[0]=opening_hours&populate[1]=closures&populate[2]=facilities&sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[pageSize]=100',
    ],
    ['people', '/api/people?populate[0]=image&sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[pageSize]=100'],
    ['correspondentBanks', '/api/correspondent-banks?sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[pageSize]=100'],
    ['jobOpenings', '/api/job-openings?sort[0]=id%3Aasc&pagination[pageSize]=100'],
    ['subsidiaries', '/api/subsidiaries?populate[0]=logo&sort[0]=id%3Aasc&pagination[pageSize]=100'],
    ['awards', '/api/awards?populate[0]=image&sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[pageSize]=100'],
    ['partners', '/api/partners?populate[0]=logo&sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[pageSize]=100'],
  ] as const)('%s: %s', (type, path) => {
    expect(editorialPath(type)).toBe(path);
  });

  it('asks for a later page with its number', () => {
    expect(editorialQuery('branches', 3)).toBe(
      'populate[0]=opening_hours&populate[1]=closures&populate[2]=facilities&sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[page]=3&pagination[pageSize]=100',
    );
  });

  it('covers exactly the eight editorial types, at their Strapi plural paths', () => {
    expect(
      Object.values(editorialReads)
        .map((read) => read.path)
        .sort(),
    ).toEqual([
      '/api/awards',
      '/api/banner-slides',
      '/api/branches',
      '/api/correspondent-banks',
      '/api/job-openings',
      '/api/partners',
      '/api/people',
      '/api/subsidiaries',
    ]);
  });

  it('round-trips through qs.parse to what Strapi reads', () => {
    expect(qs.parse(editorialQuery('partners'))).toEqual({
      populate: ['logo'],
      sort: ['sort_order:asc', 'id:asc'],
      pagination: { pageSize: '100' },
    });
  });
});

/** A page of awards read as the CMS client reads it: a mismatch is a ContractError naming the call and the field. */
const readAwards = (value: unknown) => parseAnswer(strapiPage(AwardEntry), value, 'GET /api/awards');

describe('strapiPage: Strapi’s {data, meta}', () => {
  it('reads the entries and the page count, dropping entries that are not objects', () => {
    const page = readAwards(
      strapiCollection([{ documentId: 'a', title: 'Best Bank' }, null, 7], { page: 1, pageSize: 100, pageCount: 2, total: 101 }),
    );
    expect(page).toEqual({ items: [{ id: 'a', title: 'Best Bank', image_url: '' }], page: 1, pageCount: 2 });
  });

  it('each type’s page schema reads that type’s entries', () => {
    expect(editorialPage('branches').parse(strapiCollection([{ documentId: 'b', name: 'Banjul', fax: '' }]))).toEqual({
      items: [
        {
          id: 'b',
          name: 'Banjul',
          address: '',
          phone: '',
          fax: null,
          latitude: null,
          longitude: null,
          opening_hours: [],
          closures: [],
          facilities: [],
        },
      ],
      page: 1,
      pageCount: 1,
    });
  });

  it('takes a missing meta as a single page', () => {
    expect(readAwards({ data: [] })).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('fails on the old bare list, an error body or no data, instead of rendering nothing', () => {
    expect(() => readAwards([{ id: 'a' }])).toThrow(ContractError);
    expect(() => readAwards({ data: null, error: { status: 403, message: 'Forbidden' } })).toThrow(ContractError);
    expect(() => readAwards({ message: 'Forbidden' })).toThrow(/awards/);
    expect(() => readAwards(null)).toThrow(ContractError);
  });
});

describe('readAllPages', () => {
  const pageOf = (page: number, pageCount: number): StrapiPage<number> => ({
    items: [page * 10, page * 10 + 1],
    page,
    pageCount,
  });

  it('reads one page when Strapi says there is one', async () => {
    const read = jest.fn(async (page: number) => pageOf(page, 1));
    expect(await readAllPages(read)).toEqual([10, 11]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads every following page, in order', async () => {
    const read = jest.fn(async (page: number) => pageOf(page, 3));
    expect(await readAllPages(read)).toEqual([10, 11, 20, 21, 30, 31]);
    expect(read.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('stops at 100 pages whatever the answer claims', async () => {
    const read = jest.fn(async (page: number) => pageOf(page, 1_000_000));
    await readAllPages(read);
    expect(read).toHaveBeenCalledTimes(100);
  });

  it('fails when a page fails (the page keeps its last good version)', async () => {
    const read = async (page: number) => {
      if (page === 2) throw new Error('CMS answered 500');
      return pageOf(page, 2);
    };
    await expect(readAllPages(read)).rejects.toThrow('CMS answered 500');
  });
});

describe('entries, read into the shapes the pages and islands receive', () => {
  it('a media field: the populated file’s relative URL, or an empty string', () => {
    const mediaUrl = (image: unknown) => AwardEntry.parse({ image }).image_url;
    expect(mediaUrl(strapiMedia('/uploads/slide_1a2b.webp'))).toBe('/uploads/slide_1a2b.webp');
    expect(mediaUrl(null)).toBe('');
    expect(mediaUrl(undefined)).toBe('');
    expect(mediaUrl({ id: 1 })).toBe('');
  });

  it('text fields: a number reads as its digits, anything else unset as empty', () => {
    expect(JobOpeningEntry.parse({ documentId: 7, title: 42, department: { x: 1 }, location: Infinity })).toEqual({
      id: '7',
      title: '42',
      department: '',
      location: '',
      type: '',
      link: '',
    });
  });

  it('the Online Banking default is the token the site resolves (lib/shared/banner-links.ts keeps its own copy)', () => {
    expect(BannerSlideEntry.parse({}).button1.link).toBe(ONLINE_BANKING_TOKEN);
  });

  it('banner slide: documentId as id, image URL, two {label, link} buttons', () => {
    const entry = strapiBannerSlideEntry({
      id: 41,
      documentId: 'k3x9q2m7v1b8n4c6z0p5r2t8',
      heading: 'Save with us',
      subheading: 'Fixed deposits',
      description: 'From D25,000',
      image: strapiMedia('/uploads/slide_1a2b.webp'),
      sort_order: 1,
    });
    expect(BannerSlideEntry.parse(entry)).toEqual(
      bannerSlide({
        id: 'k3x9q2m7v1b8n4c6z0p5r2t8',
        heading: 'Save with us',
        subheading: 'Fixed deposits',
        description: 'From D25,000',
        image_url: '/uploads/slide_1a2b.webp',
      }),
    );
  });

  it('banner slide: unset buttons take the type’s defaults (as the CMS gave before); a draft without an image has none', () => {
    const slide = BannerSlideEntry.parse({
      documentId: 'd',
      heading: 'Draft',
      subheading: null,
      button1_label: null,
      button2_link: '',
    });
    expect(slide).toEqual(
      bannerSlide({
        id: 'd',
        heading: 'Draft',
        subheading: '',
        description: '',
        image_url: '',
        button2: { label: 'Check ATMs', link: '' },
      }),
    );
  });

  it('branch: fax a string or null', () => {
    expect(
      BranchEntry.parse({ id: 2, documentId: 'b', name: 'Banjul', address: '3-4 ECOWAS Ave', phone: '+220 422 5777', fax: null }),
    ).toEqual({
      id: 'b',
      name: 'Banjul',
      address: '3-4 ECOWAS Ave',
      phone: '+220 422 5777',
      fax: null,
      latitude: null,
      longitude: null,
      opening_hours: [],
      closures: [],
      facilities: [],
    });
    expect(BranchEntry.parse({ documentId: 'b', fax: '  ' }).fax).toBeNull();
    expect(BranchEntry.parse({ documentId: 'b', fax: '+220 422 5780' }).fax).toBe('+220 422 5780');
  });

  it('branch: place, hours, closures and facilities as the components hold them; an unreadable row is dropped', () => {
    const branch = BranchEntry.parse({
      documentId: 'b',
      latitude: 13.4557,
      longitude: -16.5775,
      opening_hours: [
        { id: 1, weekday: 'monday', opens: '08:00', closes: '16:00' },
        { id: 2, weekday: 'funday', opens: '08:00', closes: '16:00' },
        { id: 3, weekday: 'friday', opens: '8 am', closes: '12:30' },
      ],
      closures: [
        { id: 4, date: '2026-12-25', reason: 'Christmas Day' },
        { id: 5, date: '2026-12-26', reason: '  ' },
      ],
      facilities: [{ id: 6, facility: 'foreign-exchange' }, null],
    });
    expect(branch).toMatchObject({
      latitude: 13.4557,
      longitude: -16.5775,
      opening_hours: [{ weekday: 'monday', opens: '08:00', closes: '16:00' }],
      closures: [{ date: '2026-12-25', reason: 'Christmas Day' }],
      facilities: ['foreign-exchange'],
    });
    // A place with one coordinate cannot be found: neither is kept.
    expect(BranchEntry.parse({ documentId: 'b', latitude: 13.4 })).toMatchObject({ latitude: null, longitude: null });
  });

  it('person: photo URL and group (anything but management is board)', () => {
    expect(
      PersonEntry.parse({
        documentId: 'p',
        name: 'A. Jallow',
        position: 'Chair',
        description: null,
        image: strapiMedia('/uploads/p.webp'),
        group: 'management',
      }),
    ).toEqual({
      id: 'p',
      name: 'A. Jallow',
      position: 'Chair',
      description: '',
      image_url: '/uploads/p.webp',
      group: 'management',
    });
    expect(PersonEntry.parse({ documentId: 'p', group: 'other' }).group).toBe('board');
  });

  it('correspondent bank: empty zipcode and pobox are null', () => {
    expect(
      CorrespondentBankEntry.parse({
        documentId: 'c',
        bank: 'B',
        address: 'A',
        zipcode: '',
        pobox: '  ',
        country: 'UK',
        bic: 'BKENGB2L',
      }),
    ).toEqual({ id: 'c', bank: 'B', address: 'A', zipcode: null, pobox: null, country: 'UK', bic: 'BKENGB2L' });
  });

  it('job opening', () => {
    expect(
      JobOpeningEntry.parse({
        documentId: 'j',
        title: 'Teller',
        department: 'Retail',
        location: 'Banjul',
        type: 'Full-time',
        link: 'mailto:hr@x.gm',
      }),
    ).toEqual({ id: 'j', title: 'Teller', department: 'Retail', location: 'Banjul', type: 'Full-time', link: 'mailto:hr@x.gm' });
  });

  it('subsidiary: logo URL; no link is an empty string', () => {
    expect(
      SubsidiaryEntry.parse({
        documentId: 's',
        name: 'Bayba',
        slug: 'bayba',
        link: null,
        logo: strapiMedia('/uploads/bayba.png'),
        description: 'Finance',
      }),
    ).toEqual({ id: 's', name: 'Bayba', slug: 'bayba', link: '', logo_url: '/uploads/bayba.png', description: 'Finance' });
  });

  it('award and partner', () => {
    expect(AwardEntry.parse({ documentId: 'a', title: 'Best Bank 2025', image: strapiMedia('/uploads/a.jpg') })).toEqual({
      id: 'a',
      title: 'Best Bank 2025',
      image_url: '/uploads/a.jpg',
    });
    expect(PartnerEntry.parse({ documentId: 'v', name: 'Visa', logo: strapiMedia('/uploads/visa.png'), url: null })).toEqual({
      id: 'v',
      name: 'Visa',
      logo_url: '/uploads/visa.png',
      url: '',
    });
  });
});

/** The product terms read as the CMS client reads them. */
const readProductTerms = (value: unknown) => parseAnswer(ProductTermsAnswer, value, 'GET /api/product-term');

describe('ProductTermsAnswer', () => {
  const seeded = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '..', '..', '..', '..', 'cms', 'data', 'product-terms.json'), 'utf8'),
  )[0] as Record<string, unknown>;

  it('reads the seeded terms (SPEC section 9) from Strapi’s {data}', () => {
    const terms = readProductTerms({ data: { id: 1, documentId: 'x', ...seeded }, meta: {} });
    expect(terms.chequeClearing).toEqual({ threshold: 'D50,000', channels: 'ACH/ACP and RTGS' });
    expect(terms.studentSavings.minimumOpeningBalance).toBe('D300');
    expect(terms.miniStatement.transactions).toBe(15);
    expect(terms.atmPin).toEqual({ oneTimeCodeDigits: 6, pinDigits: 4 });
    expect(terms.foreignCurrencies).toEqual(['USD', 'EUR', 'GBP']);
    expect(terms.dividend).toEqual({ perShare: '55 bututs per share', warrantHours: '8 a.m. to 1 p.m.' });
  });

  it('refuses a missing or empty figure and a count that is not a whole number (the page keeps its last version)', () => {
    expect(() => readProductTerms({ data: { ...seeded, bankers_indemnity_minimum: '' } })).toThrow(ContractError);
    expect(() => readProductTerms({ data: { ...seeded, guarantee_commission: undefined } })).toThrow(/guarantee_commission/);
    expect(() => readProductTerms({ data: { ...seeded, mini_statement_transactions: 1.5 } })).toThrow(ContractError);
    expect(() => readProductTerms({ data: [] })).toThrow(ContractError);
    expect(() => readProductTerms(seeded)).toThrow(ContractError);
  });
});
