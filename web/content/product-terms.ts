/**
 * The product terms of SPEC.md section 9 ("Product terms shown on pages"), quoted exactly, in one place
 * so the service pages and their tests agree on every figure.
 */
export const productTerms = {
  // The fixed deposit's terms, rates and minimum are CMS content ("Fixed deposit terms", seeded from
  // cms/data/deposit-terms.json): editors change them in Strapi's panel.
  studentSavings: {
    minimumOpeningBalance: 'D300',
    interestThreshold: 'D3,000',
    interestPaid: 'June and December',
    eligibility: 'under 18s',
  },
  studentCurrent: {
    atmCardCost: 'D200',
    eligibility: '18 and over',
  },
  savings: { interest: 'accrues monthly and is paid half-yearly' },
  chequeClearing: { threshold: 'D50,000', channels: 'ACH/ACP and RTGS' },
  miniStatement: { transactions: 15 },
  atmPin: { oneTimeCodeDigits: 6, pinDigits: 4 },
  overdraft: { maximumPeriod: 'not over twelve months' },
  chequeDiscounting: { arrangementFee: '1.5%' },
  bankersIndemnity: { rate: '1%', minimum: 'D750' },
  guarantee: { issuingCharge: '1.5%', commission: '0.5% per quarter' },
  foreignCurrencies: ['USD', 'EUR', 'GBP'],
  corporateRelationshipManager: 'A Corporate Relationship Manager is assigned per corporate client.',
  dividend: { perShare: '55 bututs per share', warrantHours: '8 a.m. to 1 p.m.' },
} as const;
