import { loanTermsProblem } from '../../src/rates/loan-term-rules';

const personal = { name: 'Personal loan', minimum_amount: 10000, maximum_amount: 1000000, minimum_months: 6, maximum_months: 48 };

describe('loanTermsProblem: what the panel refuses to save in "Loan terms"', () => {
  it('accepts consistent products, equal limits included', () => {
    expect(
      loanTermsProblem([personal, { ...personal, name: 'Car loan', minimum_amount: 5000, maximum_amount: 5000 }]),
    ).toBeNull();
  });

  it('refuses a smallest amount above the largest, with the product named', () => {
    expect(loanTermsProblem([{ ...personal, minimum_amount: 2000000 }])).toBe(
      'Personal loan: the smallest amount is more than the largest.',
    );
  });

  it('refuses a shortest term above the longest (decimals arrive as strings from PostgreSQL)', () => {
    expect(loanTermsProblem([{ ...personal, minimum_months: '60' }])).toBe(
      'Personal loan: the shortest term is longer than the longest.',
    );
  });

  it('refuses two products of the same name, whatever the case', () => {
    expect(loanTermsProblem([personal, { ...personal, name: 'personal LOAN' }])).toBe(
      'Two loan products are named "personal LOAN".',
    );
  });

  it('leaves missing fields to Strapi’s own required check', () => {
    expect(loanTermsProblem([{ name: 'Personal loan' }])).toBeNull();
  });
});
