'use client';

import { useId, useState } from 'react';
import { defaultTenor, depositFigures, tenorChoices, type DepositTerms } from '@/lib/shared/fixed-deposit';
import { depositMessages } from '@/lib/shared/public-messages';
import { AmountField } from '@/components/ui/amount-field';
import { CalculatorFigure, CalculatorForm, CalculatorSelect } from '@/components/ui/calculator';

/**
 * Term and amount over the deposit terms the page was rendered with (CMS content; no request of its own): simple
 * interest at the term's listed rate and the amount at maturity (lib/shared/fixed-deposit.ts works them out and writes the
 * figures). Rendered on the server with the minimum deposit for the best-rated term, so the HTML already shows a
 * worked example. The result is an <output>, announced politely as it changes; an amount below the minimum is
 * refused with the reason.
 */
export default function FixedDepositCalculator({ terms }: { terms: DepositTerms }) {
  const id = useId();
  const [months, setMonths] = useState(() => defaultTenor(terms) ?? 0);
  const [amount, setAmount] = useState(() => terms.minimum_amount.toLocaleString('en-GB'));
  const { minimum, term, quote } = depositFigures(amount, months, terms);
  const amountInvalid = !quote.ok && (quote.reason === 'amount' || quote.reason === 'minimum');

  let message: string | null = null;
  if (!quote.ok) {
    if (quote.reason === 'amount') message = depositMessages.errors.amount;
    else if (quote.reason === 'minimum') message = depositMessages.errors.minimum(minimum);
    else if (quote.reason === 'ask-branch') message = depositMessages.askBranch(term);
    else message = depositMessages.errors.tenor;
  }

  return (
    <CalculatorForm id={id} heading={depositMessages.heading}>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <CalculatorSelect
          id={`${id}-tenor`}
          label={depositMessages.tenor}
          value={months}
          onChange={setMonths}
          options={tenorChoices(terms).map((choice) => ({
            value: choice.months,
            label: depositMessages.tenorOption(choice.term, choice.rate),
          }))}
        />
        <AmountField
          id={`${id}-amount`}
          label={depositMessages.amount}
          value={amount}
          onChange={setAmount}
          invalid={amountInvalid}
          hint={depositMessages.amountHint(minimum)}
        />
      </div>
      <output
        htmlFor={`${id}-tenor ${id}-amount`}
        aria-live="polite"
        aria-atomic="true"
        className="mt-4 block rounded-xl bg-brand-50 p-4 text-slate-900"
      >
        {quote.ok ? (
          <span className="grid gap-1 sm:grid-cols-2">
            <CalculatorFigure label={depositMessages.interest} value={quote.interest} />
            <CalculatorFigure label={depositMessages.maturity} value={quote.maturity} />
            <span className="block text-sm text-slate-600 sm:col-span-2">{depositMessages.quoted(quote.rate, term)}</span>
          </span>
        ) : (
          <span className="block font-semibold">{message}</span>
        )}
      </output>
      <p className="mt-2 text-xs text-slate-600">{depositMessages.indicative}</p>
    </CalculatorForm>
  );
}
