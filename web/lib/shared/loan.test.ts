import {
  annuitySchedule,
  CSV_HEADER,
  dueDate,
  flatSchedule,
  loanFigures,
  monthlyPayment,
  parseMonths,
  productPhrase,
  quoteLoan,
  scheduleCsv,
  scheduleExcerpt,
  todayInBanjul,
  type LoanProduct,
} from './loan';

/** The seeded loan terms (cms/data/loan-terms.json). */
const personal: LoanProduct = {
  name: 'Personal loan',
  method: 'flat',
  annual_rate: 15,
  minimum_amount: 10000,
  maximum_amount: 1000000,
  minimum_months: 6,
  maximum_months: 48,
};
const business: LoanProduct = {
  name: 'Business term loan',
  method: 'reducing_balance',
  annual_rate: 22,
  minimum_amount: 50000,
  maximum_amount: 10000000,
  minimum_months: 12,
  maximum_months: 60,
};

const sum = (rows: { payment: number }[]) => rows.reduce((total, row) => total + row.payment, 0);

/**
 * Worked examples. The reference is a spreadsheet's PMT function, =PMT(rate/12; months; -amount) (LibreOffice Calc,
 * Excel, Google Sheets: P·r ÷ (1 − (1 + r)^−n)), whose value is given to 10 significant digits as the spreadsheet
 * shows it; we round it to the butut (ROUND(x; 2)). The schedules' figures were worked out independently, with
 * Python's exact fractions and the rounding rule of lib/shared/loan.ts (each month's interest ROUND(balance × r; 2), the last
 * payment the balance left plus its interest).
 */
describe('monthlyPayment: the annuity payment, as a spreadsheet PMT rounded to the butut', () => {
  it.each([
    // amount (bututs), % a year, months, PMT as the spreadsheet shows it, bututs
    [10000000, 22, 36, '3819.045318', 381905],
    [5000000, 24, 12, '4727.979831', 472798],
    [100000000, 20, 48, '30430.36234', 3043036],
    [1000000, 18.5, 6, '1757.743599', 175774],
    [25000000, 22.25, 60, '6940.310352', 694031],
    [1234567, 22, 36, '471.4867321', 47149],
  ])('PMT(%d bututs at %d%% over %d months) = %s → %d bututs', (amount, rate, months, _spreadsheet, payment) => {
    expect(monthlyPayment(amount, rate, months)).toBe(payment);
  });

  it('at 0% it is the amount divided by the months', () => {
    expect(monthlyPayment(1000000, 0, 3)).toBe(333333);
  });
});

describe('annuitySchedule (reducing balance)', () => {
  it('D100,000 at 22% for 36 months: D3,819.05 a month, the last D3,818.81, D37,485.56 interest', () => {
    const schedule = annuitySchedule(10000000, 22, 36);
    expect(schedule).toHaveLength(36);
    expect(schedule[0]).toEqual({ month: 1, payment: 381905, principal: 198572, interest: 183333, balance: 9801428 });
    expect(schedule[1]).toEqual({ month: 2, payment: 381905, principal: 202212, interest: 179693, balance: 9599216 });
    expect(schedule[35]).toEqual({ month: 36, payment: 381881, principal: 375006, interest: 6875, balance: 0 });
    expect(sum(schedule)).toBe(13748556);
  });

  it('every month: payment = principal + interest, and the principals add up to the amount', () => {
    for (const [amount, rate, months] of [
      [5000000, 24, 12],
      [100000000, 20, 48],
      [1000001, 19.75, 60],
    ]) {
      const schedule = annuitySchedule(amount, rate, months);
      expect(schedule.every((row) => row.payment === row.principal + row.interest)).toBe(true);
      expect(schedule.reduce((total, row) => total + row.principal, 0)).toBe(amount);
      expect(schedule[schedule.length - 1].balance).toBe(0);
      expect(schedule.every((row) => Number.isInteger(row.interest) && row.balance >= 0)).toBe(true);
    }
  });
});

describe('flatSchedule (flat rate)', () => {
  it('D100,000 at 15% flat for 12 months: D15,000 interest, D9,583.33 a month, the last D9,583.37', () => {
    const schedule = flatSchedule(10000000, 15, 12);
    expect(schedule[0]).toEqual({ month: 1, payment: 958333, principal: 833333, interest: 125000, balance: 9166667 });
    expect(schedule[11]).toEqual({ month: 12, payment: 958337, principal: 833337, interest: 125000, balance: 0 });
    expect(sum(schedule)).toBe(11500000);
  });

  it('D10,000 at 15% flat for 6 months: D750 interest; the last payment takes what rounding left', () => {
    const schedule = flatSchedule(1000000, 15, 6);
    expect(schedule[0].payment).toBe(179167);
    expect(schedule[5]).toEqual({ month: 6, payment: 179165, principal: 166665, interest: 12500, balance: 0 });
    expect(sum(schedule)).toBe(1075000);
  });
});

describe('quoteLoan', () => {
  it('quotes the method, the payments and the totals', () => {
    expect(quoteLoan(10000000, 36, business)).toMatchObject({
      ok: true,
      method: 'reducing_balance',
      payment: 381905,
      lastPayment: 381881,
      totalInterest: 3748556,
      totalRepaid: 13748556,
    });
    expect(quoteLoan(10000000, 12, personal)).toMatchObject({
      ok: true,
      method: 'flat',
      payment: 958333,
      totalInterest: 1500000,
      totalRepaid: 11500000,
    });
  });

  it('accepts the limits themselves and refuses a butut or a month beyond them', () => {
    expect(quoteLoan(1000000, 6, personal).ok).toBe(true);
    expect(quoteLoan(100000000, 48, personal).ok).toBe(true);
    expect(quoteLoan(999999, 6, personal)).toEqual({ ok: false, reason: 'minimum' });
    expect(quoteLoan(100000001, 6, personal)).toEqual({ ok: false, reason: 'maximum' });
    expect(quoteLoan(1000000, 5, personal)).toEqual({ ok: false, reason: 'months' });
    expect(quoteLoan(1000000, 49, personal)).toEqual({ ok: false, reason: 'months' });
    expect(quoteLoan(1000000, null, personal)).toEqual({ ok: false, reason: 'months' });
  });

  it.each([null, 0, -100, 0.5])('refuses the amount %s', (amount) => {
    expect(quoteLoan(amount, 12, personal)).toEqual({ ok: false, reason: 'amount' });
  });

  it('refuses without a product', () => {
    expect(quoteLoan(1000000, 12, undefined)).toEqual({ ok: false, reason: 'product' });
  });
});

describe('the calculator’s figures and wording', () => {
  it('reads what the visitor typed', () => {
    expect(parseMonths(' 36 ')).toBe(36);
    expect(parseMonths('3.5')).toBeNull();
    expect(parseMonths('')).toBeNull();
    expect(loanFigures('10,000', '6', personal)).toMatchObject({ minimum: 'D10,000', maximum: 'D1,000,000', rate: '15%' });
    expect(loanFigures('9,999.99', '6', personal).quote).toEqual({ ok: false, reason: 'minimum' });
  });

  it('names the product in a sentence', () => {
    expect(productPhrase('Personal loan')).toBe('a personal loan');
    expect(productPhrase('Asset finance loan')).toBe('an asset finance loan');
  });

  it('shows the first and last three months of a long schedule, all of a short one', () => {
    const long = scheduleExcerpt(annuitySchedule(10000000, 22, 36));
    expect(long.first.map((row) => row.month)).toEqual([1, 2, 3]);
    expect(long.last.map((row) => row.month)).toEqual([34, 35, 36]);
    const short = scheduleExcerpt(flatSchedule(1000000, 15, 6));
    expect(short.first.map((row) => row.month)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(short.last).toEqual([]);
  });
});

describe('due dates: month ends', () => {
  it('the same day each month, or the month’s last day where it is shorter', () => {
    const jan31 = { year: 2027, month: 1, day: 31 };
    expect(dueDate(jan31, 1)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(dueDate(jan31, 2)).toEqual({ year: 2027, month: 3, day: 31 });
    expect(dueDate(jan31, 3)).toEqual({ year: 2027, month: 4, day: 30 });
    expect(dueDate(jan31, 13)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(dueDate({ year: 2026, month: 11, day: 27 }, 2)).toEqual({ year: 2027, month: 1, day: 27 });
    expect(dueDate({ year: 2026, month: 12, day: 15 }, 12)).toEqual({ year: 2027, month: 12, day: 15 });
  });

  it('today is the date in The Gambia (UTC all year, no daylight saving)', () => {
    expect(todayInBanjul(new Date('2026-12-31T23:59:59Z'))).toEqual({ year: 2026, month: 12, day: 31 });
    expect(todayInBanjul(new Date('2027-01-01T00:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });
});

describe('scheduleCsv', () => {
  it('one row a month with its due date, plain two-decimal amounts, then the totals', () => {
    const csv = scheduleCsv(flatSchedule(1000000, 15, 6), { year: 2027, month: 1, day: 31 });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines[1]).toBe('1,2027-02-28,1791.67,1666.67,125.00,8333.33');
    expect(lines[6]).toBe('6,2027-07-31,1791.65,1666.65,125.00,0.00');
    expect(lines[7]).toBe('Total,,10750.00,10000.00,750.00,');
    expect(lines[8]).toBe('');
    expect(lines).toHaveLength(9);
  });
});
