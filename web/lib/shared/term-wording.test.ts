import fs from 'node:fs';
import path from 'node:path';
import { hasFrenchWording, percentText, termWording } from './term-wording';

/** The seed's product terms, as the editors wrote them. */
const seed = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../cms/data/product-terms.json'), 'utf8'))[0] as Record<
  string,
  string | number
>;

/** The terms the translated service pages quote as words (the others are figures, or quoted by English-only pages). */
const QUOTED_AS_WORDS = [
  'savings_interest',
  'student_savings_eligibility',
  'student_savings_interest_paid',
  'student_current_eligibility',
  'cheque_clearing_channels',
  'corporate_relationship_manager',
  'guarantee_commission',
];

describe('the product terms’ wordings in French', () => {
  it('has the French of every wording of the seed that a translated page quotes', () => {
    const missing = QUOTED_AS_WORDS.map((key) => String(seed[key])).filter((wording) => !hasFrenchWording(wording));
    expect(missing).toEqual([]);
  });

  it('gives the French of a known wording, and an unknown one (an editor’s new text) as written', () => {
    expect(termWording('June and December', 'fr')).toBe('juin et décembre');
    expect(termWording('June and December', 'en')).toBe('June and December');
    expect(termWording('Every March', 'fr')).toBe('Every March');
  });
});

describe('a percentage in French', () => {
  it('writes the CMS’s percentage with a decimal comma and a narrow non-breaking space before %', () => {
    expect(percentText('1.5%', 'fr')).toBe('1,5\u202f%');
    expect(percentText('1%', 'fr')).toBe('1\u202f%');
    expect(percentText('1.5%', 'en')).toBe('1.5%');
  });

  it('leaves any other text as it is', () => {
    expect(percentText('0.5% per quarter', 'fr')).toBe('0.5% per quarter');
    expect(percentText('D750', 'fr')).toBe('D750');
  });
});
