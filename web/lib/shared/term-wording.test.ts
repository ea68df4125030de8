import fs from 'node:fs';
import path from 'node:path';
import { hasFrenchWording, termWording } from './term-wording';

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
