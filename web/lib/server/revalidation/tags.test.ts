import fs from 'node:fs';
import path from 'node:path';
import { allCmsPages, allCmsTags, cmsTags, pagesForTag, tagForModel, type CmsTag } from './tags';

describe('tagForModel', () => {
  it.each([
    ['news-item', cmsTags.news],
    ['exchange-rate', cmsTags.exchangeRates],
    ['atm', cmsTags.atms],
    ['document', cmsTags.documents],
    ['gallery-image', cmsTags.gallery],
    ['important-notice', cmsTags.importantNotices],
    ['banner-slide', cmsTags.bannerSlides],
    ['branch', cmsTags.branches],
    ['person', cmsTags.people],
    ['correspondent-bank', cmsTags.correspondentBanks],
    ['job-opening', cmsTags.jobOpenings],
    ['subsidiary', cmsTags.subsidiaries],
    ['award', cmsTags.awards],
    ['partner', cmsTags.partners],
    ['deposit-term', cmsTags.depositTerms],
    ['loan-term', cmsTags.loanTerms],
    ['product-term', cmsTags.productTerms],
  ])('maps %s', (model, tag) => expect(tagForModel(model)).toBe(tag));

  it('accepts Strapi uids', () => {
    expect(tagForModel('api::news-item.news-item')).toBe(cmsTags.news);
  });

  it('returns null for models the site does not show', () => {
    expect(tagForModel('bulk-send')).toBeNull();
    expect(tagForModel('plugin::users-permissions.user')).toBeNull();
    expect(tagForModel('constructor')).toBeNull();
    expect(tagForModel('__proto__')).toBeNull();
  });
});

describe('pagesForTag: the pages that show each content type', () => {
  const webDir = path.resolve(__dirname, '..', '..', '..');
  /** getter in lib/server/cms/index.ts → the tag its read carries in the /api proxy (the same CMS path). */
  const tagByGetter: Record<string, CmsTag> = {
    getNews: cmsTags.news,
    getExchangeRates: cmsTags.exchangeRates,
    getRateHistory: cmsTags.exchangeRates,
    getAtms: cmsTags.atms,
    getGallery: cmsTags.gallery,
    getImportantDocuments: cmsTags.importantNotices,
    getReports: cmsTags.documents,
    getForms: cmsTags.documents,
    getBannerSlides: cmsTags.bannerSlides,
    getBranches: cmsTags.branches,
    getPeople: cmsTags.people,
    getCorrespondentBanks: cmsTags.correspondentBanks,
    getJobOpenings: cmsTags.jobOpenings,
    getSubsidiaries: cmsTags.subsidiaries,
    getAwards: cmsTags.awards,
    getPartners: cmsTags.partners,
    getDepositTerms: cmsTags.depositTerms,
    getLoanTerms: cmsTags.loanTerms,
    getProductTerms: cmsTags.productTerms,
  };
  /** A getStaticProps shared by several pages, and the getter it reads (lib/server/cms/product-terms-props.ts). */
  const sharedProps: Record<string, string> = { productTermsProps: 'getProductTerms' };

  function pageFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'api' ? [] : pageFiles(full);
      return /\.tsx$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
    });
  }

  function route(file: string): string {
    const relative = path
      .relative(path.join(webDir, 'pages'), file)
      .replace(/\.tsx$/, '')
      .replace(/(^|\/)index$/, '');
    return `/${relative}`;
  }

  it('lists every getter of lib/server/cms', () => {
    const source = fs.readFileSync(path.join(webDir, 'lib', 'server', 'cms', 'index.ts'), 'utf8');
    const getters = [...source.matchAll(/export (?:async )?function (get\w+)/g)].map((m) => m[1]);
    expect(getters.sort()).toEqual(Object.keys(tagByGetter).sort());
  });

  it('regenerates exactly the pages whose getStaticProps read that content', () => {
    const expected = new Map<CmsTag, Set<string>>(allCmsTags.map((tag) => [tag, new Set<string>()]));
    for (const file of pageFiles(path.join(webDir, 'pages'))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const [getter, tag] of Object.entries(tagByGetter)) {
        const viaShared = Object.entries(sharedProps).some(
          ([props, read]) => read === getter && new RegExp(`getStaticProps = ${props}\\b`).test(source),
        );
        if (new RegExp(`\\b${getter}\\(`).test(source) || viaShared) expected.get(tag)?.add(route(file));
      }
    }
    for (const tag of allCmsTags) expect([...pagesForTag(tag)].sort()).toEqual([...(expected.get(tag) ?? [])].sort());
  });

  it('a news item regenerates the home page and /news, nothing else', () => {
    expect(pagesForTag(cmsTags.news)).toEqual(['/', '/news']);
  });

  it('the deposit terms regenerate the fixed deposit page (its calculator reads them from the page) and /services (its minimum)', () => {
    expect(tagForModel('api::deposit-term.deposit-term')).toBe(cmsTags.depositTerms);
    expect(pagesForTag(cmsTags.depositTerms)).toEqual(['/services', '/services/retail-accounts/time-fixed-deposit']);
  });

  it('the loan terms regenerate only the loans page (its calculator reads them from the page)', () => {
    expect(tagForModel('api::loan-term.loan-term')).toBe(cmsTags.loanTerms);
    expect(pagesForTag(cmsTags.loanTerms)).toEqual(['/services/loans']);
  });

  it('the product terms regenerate the fifteen service and AGM pages that quote them', () => {
    expect(pagesForTag(cmsTags.productTerms)).toHaveLength(15);
    expect(pagesForTag(cmsTags.productTerms)).toContain('/about/agm');
    expect(pagesForTag(cmsTags.productTerms)).toContain('/services/e-banking/atm');
  });

  it('allCmsPages lists each page once', () => {
    expect(new Set(allCmsPages).size).toBe(allCmsPages.length);
    expect(allCmsPages).toContain('/services/e-banking/atm');
  });
});
