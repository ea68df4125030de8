import { headingSlug } from './heading-slug';

describe('a heading’s anchor', () => {
  it('is the heading in lower case, words joined by hyphens, & as "and"', () => {
    expect(headingSlug('Loans & Advances')).toBe('loans-and-advances');
    expect(headingSlug('  Time / Fixed Deposit ')).toBe('time-fixed-deposit');
  });

  it('keeps a French heading’s letters without their accents', () => {
    expect(headingSlug('Hameçonnage (phishing)')).toBe('hameconnage-phishing');
    expect(headingSlug('Usurpation d’identité')).toBe('usurpation-d-identite');
  });
});
