import { cmsTags, tagForModel } from './tags';

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
