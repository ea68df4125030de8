/**
 * The texts of SPEC.md that the public pages' client components show. A module of its own (composed into
 * `messages` in messages.ts) so those components do not carry the whole catalogue, mostly staff-area texts, into
 * every public page's JavaScript.
 */
export const splashMessage = 'Loading...';

export const routingMessages = { title: 'Unexpected Application Error!' };

export const rateMessages = {
  loading: 'Loading rates...',
  failed: 'Failed to fetch exchange rates',
  errorPrefix: 'Error: ',
  empty: 'No rates available',
  retry: 'Retry',
};

/** The currency converter and the rates' date (not in the spec: issue "Beyond the spec"). */
export const converterMessages = {
  heading: 'Currency converter',
  amount: 'Amount',
  from: 'From',
  to: 'To',
  swap: 'Swap the currencies',
  result: (amount: string, from: string, result: string, to: string) => `${amount} ${from} = ${result} ${to}`,
  viaDalasi: (from: string, buy: number, to: string, sell: number) =>
    `Through the dalasi: the bank buys ${from} at ${buy} and sells ${to} at ${sell}.`,
  errors: {
    amount: 'Enter an amount greater than 0.',
    currency: 'There is no rate for that currency today.',
    same: 'Choose two different currencies.',
  },
  indicative: 'At the rates shown above; indicative, rounded to 2 decimals. Your branch confirms the rate of a transaction.',
  asOf: (when: string) => `Rates as of ${when}`,
};

/** The editors' preview (not in the spec). */
export const previewMessages = {
  bar: 'Preview: not published',
  exit: 'Exit preview',
};

export const atmMessages = {
  loading: 'Loading ATM data...',
  noMatch: 'No ATMs match your search',
  networkError: 'Network response was not ok',
  errorPrefix: 'Error: ',
  inService: 'In Service',
  outOfService: 'Out of Service',
  adminLoading: 'Loading ATMs...',
  adminEmpty: 'No ATMs available.',
  adminFailed: 'Failed to fetch ATM data',
  adminFetchError: (detail: string) => `Fetch error: ${detail}`,
  updateFailed: 'Failed to update ATM status',
};

/** The fixed-deposit calculator (not in the spec: issue "Beyond the spec"). Amounts arrive formatted ("D25,000"). */
export const depositMessages = {
  heading: 'Fixed deposit calculator',
  tenor: 'Term',
  tenorOption: (term: string, rate: string | null) => (rate ? `${term}: ${rate} a year` : `${term}: ask a branch for the rate`),
  amount: 'Amount to deposit (dalasi)',
  amountHint: (minimum: string) => `The minimum fixed deposit is ${minimum}.`,
  interest: 'Interest at maturity',
  maturity: 'Amount at maturity',
  quoted: (rate: string, term: string) => `At ${rate} a year for ${term}, simple interest.`,
  askBranch: (term: string) => `There is no listed rate for ${term}: ask a branch for the rate.`,
  errors: {
    amount: 'Enter the amount to deposit in dalasi, for example 25,000.',
    minimum: (minimum: string) => `The minimum fixed deposit is ${minimum}: enter ${minimum} or more.`,
    tenor: 'Choose a term.',
  },
  indicative:
    'Indicative only, rounded to 2 decimals. The rate agreed when you place your deposit is fixed for its whole term; your branch confirms it.',
};

/** The loan repayment calculator (not in the spec). Amounts arrive formatted ("D10,000"). */
export const loanMessages = {
  heading: 'Loan repayment calculator',
  product: 'Loan',
  productOption: (name: string, rate: string, flat: boolean) => `${name}: ${rate} a year${flat ? ' flat' : ''}`,
  amount: 'Amount to borrow (dalasi)',
  amountHint: (minimum: string, maximum: string) => `From ${minimum} to ${maximum}.`,
  months: 'Term (months)',
  monthsHint: (shortest: number, longest: number) => `From ${shortest} to ${longest} months.`,
  payment: 'Monthly payment',
  totalInterest: 'Total interest',
  totalRepaid: 'Total repaid',
  lastPayment: (amount: string) => `The last payment is ${amount}.`,
  method: {
    reducing_balance: (rate: string) =>
      `Reducing balance: ${rate} a year on the balance still owed, so each payment carries less interest and repays more of the loan.`,
    flat: (rate: string) =>
      `Flat rate: ${rate} a year on the whole amount borrowed, for the whole term, repaid in equal monthly parts.`,
  },
  scheduleCaption: (months: number) => `Repayment schedule: the first and last months of ${months}`,
  scheduleColumns: { month: 'Month', payment: 'Payment', principal: 'Principal', interest: 'Interest', balance: 'Balance after' },
  scheduleGap: (from: number, to: number) => `Months ${from} to ${to}: see the whole schedule.`,
  download: 'Download the whole schedule (CSV)',
  errors: {
    amount: 'Enter the amount to borrow in dalasi, for example 100,000.',
    minimum: (product: string, minimum: string) => `The minimum for ${product} is ${minimum}.`,
    maximum: (product: string, maximum: string) => `The maximum for ${product} is ${maximum}.`,
    months: (product: string, shortest: number, longest: number) =>
      `The term for ${product} is ${shortest} to ${longest} months: enter a whole number of months.`,
    product: 'Choose a loan.',
  },
  indicative:
    'Indicative only, rounded to the butut: your rate, fees and payments are agreed with your credit officer when the loan is approved.',
};

/** Site search (not in the spec): the header and mobile-menu box, and the /search page. */
export const searchMessages = {
  label: 'Search the site',
  placeholder: 'Search',
  submit: 'Search',
};
