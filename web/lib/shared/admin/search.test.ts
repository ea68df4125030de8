import { matchesSearch } from './search';

describe('matchesSearch', () => {
  const fields = ['Branch opens in Basse', 'Communications', 'Events', 'École Trust Bank donation'];

  it.each([
    ['', true],
    ['   ', true],
    ['basse', true],
    ['BRANCH basse', true],
    ['ecole', true],
    ['events communications', true],
    ['farafenni', false],
    ['basse farafenni', false],
  ])('%p → %p', (query, expected) => {
    expect(matchesSearch(query, fields)).toBe(expected);
  });

  it('ignores missing fields', () => {
    expect(matchesSearch('form', [null, undefined, 'Loan form'])).toBe(true);
    expect(matchesSearch('form', [null, undefined])).toBe(false);
  });
});
