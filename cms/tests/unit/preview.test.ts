import { asksForDrafts, previewUrl, secretMatches } from '../../src/lib/preview';

describe('previewUrl', () => {
  const options = { siteUrl: 'https://www.trustbank.gm', secret: 's3cret' };

  it('opens the page that shows the type, through the site’s checked entry', () => {
    expect(previewUrl('api::news-item.news-item', options)).toBe(
      'https://www.trustbank.gm/api/preview?secret=s3cret&path=%2Fnews',
    );
    expect(previewUrl('api::banner-slide.banner-slide', options)).toBe(
      'https://www.trustbank.gm/api/preview?secret=s3cret&path=%2F',
    );
  });

  it('offers no preview for other types, or without a secret', () => {
    expect(previewUrl('api::atm.atm', options)).toBeNull();
    expect(previewUrl('api::news-item.news-item', { ...options, secret: '' })).toBeNull();
  });
});

describe('drafts', () => {
  it('recognises a read of drafts', () => {
    expect(asksForDrafts({ status: 'draft' })).toBe(true);
    expect(asksForDrafts({ publicationState: 'preview' })).toBe(true);
    expect(asksForDrafts({ status: 'published' })).toBe(false);
    expect(asksForDrafts({})).toBe(false);
  });

  it('compares the secret exactly', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cre', 's3cret')).toBe(false);
    expect(secretMatches(undefined, 's3cret')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
  });
});
