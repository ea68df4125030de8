'use client';

import { useId, useState } from 'react';
import {
  loanFigures,
  productPhrase,
  scheduleCsv,
  scheduleExcerpt,
  todayInBanjul,
  type Instalment,
  type LoanTerms,
} from '@/lib/shared/loan';
import { formatDalasiQuote, formatRatePercent } from '@/lib/shared/money';
import { loanMessages } from '@/lib/shared/public-messages';
import { saveFile, csvFile } from '@/lib/shared/save-file';
import { AmountField, calculatorFieldClass as fieldClass, calculatorLabelClass } from '@/components/ui/amount-field';
import { CalculatorFigure, CalculatorForm, CalculatorSelect } from '@/components/ui/calculator';

/** The example the page is rendered with: D100,000 over 12 months, within the first product's limits. */
function startingFigures(terms: LoanTerms): { amount: string; months: string } {
  const product = terms.products[0];
  if (!product) return { amount: '', months: '' };
  const amount = Math.min(Math.max(100000, product.minimum_amount), product.maximum_amount);
  const months = Math.min(Math.max(12, product.minimum_months), product.maximum_months);
  return { amount: amount.toLocaleString('en-GB'), months: String(months) };
}

const cell = 'py-2 pr-3 text-right tabular-nums whitespace-nowrap';

/** The schedule's columns in ScheduleRow's order: the month (left-aligned), then the amounts. */
const SCHEDULE_COLUMNS = ['month', 'payment', 'principal', 'interest', 'balance'] as const;

function ScheduleRow({ row }: { row: Instalment }) {
  return (
    <tr className="border-b border-slate-200">
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {row.month}
      </th>
      <td className={cell}>{formatDalasiQuote(row.payment)}</td>
      <td className={cell}>{formatDalasiQuote(row.principal)}</td>
      <td className={cell}>{formatDalasiQuote(row.interest)}</td>
      <td className={cell}>{formatDalasiQuote(row.balance)}</td>
    </tr>
  );
}

/**
 * Loan, amount and term over the loan terms the page was rendered with (CMS content; no request of its own): the
 * monthly payment, the total interest and the total repaid by the product's method (reducing balance or flat rate,
 * said in words), and the first and last months of the schedule; the whole schedule downloads as a CSV made in the
 * browser (lib/shared/loan.ts works out every figure in bututs). Rendered on the server with a worked example, so the HTML
 * already shows one. An amount or term outside the product's limits is refused with the reason.
 */
export default function LoanCalculator({ terms }: { terms: LoanTerms }) {
  const id = useId();
  const [productIndex, setProductIndex] = useState(0);
  const [typed, setTyped] = useState(() => startingFigures(terms));
  const product = terms.products[productIndex];
  const { minimum, maximum, rate, quote } = loanFigures(typed.amount, typed.months, product);
  const phrase = product ? productPhrase(product.name) : '';

  let message: string | null = null;
  if (!quote.ok && product) {
    if (quote.reason === 'amount') message = loanMessages.errors.amount;
    else if (quote.reason === 'minimum') message = loanMessages.errors.minimum(phrase, minimum);
    else if (quote.reason === 'maximum') message = loanMessages.errors.maximum(phrase, maximum);
    else if (quote.reason === 'months')
      message = loanMessages.errors.months(phrase, product.minimum_months, product.maximum_months);
    else message = loanMessages.errors.product;
  } else if (!quote.ok) message = loanMessages.errors.product;

  const amountInvalid = !quote.ok && (quote.reason === 'amount' || quote.reason === 'minimum' || quote.reason === 'maximum');
  const monthsInvalid = !quote.ok && quote.reason === 'months';
  const excerpt = quote.ok ? scheduleExcerpt(quote.schedule) : null;

  function download() {
    if (!quote.ok || !product) return;
    saveFile(
      csvFile(scheduleCsv(quote.schedule, todayInBanjul())),
      `loan-schedule-${product.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${quote.schedule.length}-months.csv`,
    );
  }

  return (
    <CalculatorForm id={id} heading={loanMessages.heading}>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <CalculatorSelect
          id={`${id}-product`}
          label={loanMessages.product}
          value={productIndex}
          onChange={setProductIndex}
          options={terms.products.map((choice, index) => ({
            value: index,
            label: loanMessages.productOption(choice.name, formatRatePercent(choice.annual_rate), choice.method === 'flat'),
          }))}
        />
        <AmountField
          id={`${id}-amount`}
          label={loanMessages.amount}
          value={typed.amount}
          onChange={(amount) => setTyped((current) => ({ ...current, amount }))}
          invalid={amountInvalid}
          hint={product ? loanMessages.amountHint(minimum, maximum) : undefined}
        />
        <div>
          <label htmlFor={`${id}-months`} className={calculatorLabelClass}>
            {loanMessages.months}
          </label>
          <input
            id={`${id}-months`}
            inputMode="numeric"
            autoComplete="off"
            value={typed.months}
            onChange={(event) => setTyped((current) => ({ ...current, months: event.target.value }))}
            aria-invalid={monthsInvalid}
            aria-describedby={`${id}-months-hint`}
            className={`mt-1 ${fieldClass}`}
          />
          <p id={`${id}-months-hint`} className="mt-1 text-sm text-slate-600">
            {product ? loanMessages.monthsHint(product.minimum_months, product.maximum_months) : ''}
          </p>
        </div>
      </div>
      <output
        htmlFor={`${id}-product ${id}-amount ${id}-months`}
        aria-live="polite"
        aria-atomic="true"
        className="mt-4 block min-h-[9.5rem] rounded-xl bg-brand-50 p-4 text-slate-900 sm:min-h-[7rem]"
      >
        {quote.ok ? (
          <span className="grid gap-2 sm:grid-cols-3">
            <CalculatorFigure label={loanMessages.payment} value={formatDalasiQuote(quote.payment)} />
            <CalculatorFigure label={loanMessages.totalInterest} value={formatDalasiQuote(quote.totalInterest)} />
            <CalculatorFigure label={loanMessages.totalRepaid} value={formatDalasiQuote(quote.totalRepaid)} />
            <span className="block text-sm text-slate-700 sm:col-span-3">
              {loanMessages.method[quote.method](rate)}
              {quote.lastPayment !== quote.payment ? ` ${loanMessages.lastPayment(formatDalasiQuote(quote.lastPayment))}` : ''}
            </span>
          </span>
        ) : (
          <span className="block font-semibold">{message}</span>
        )}
      </output>
      {quote.ok && excerpt ? (
        <div className="mt-4">
          {/* Wider than a phone: the table scrolls sideways in its own named box, which keyboard users can focus to
              scroll (WCAG 2.1.1; axe's scrollable-region-focusable). */}
          <div
            className="overflow-x-auto focus:ring-2 focus:ring-brand/30 focus:outline-none"
            role="region"
            aria-labelledby={`${id}-schedule`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable named scroll box is the accessible pattern for a wide table
            tabIndex={0}
          >
            <table className="w-full min-w-[30rem] border-collapse text-sm">
              <caption id={`${id}-schedule`} className="mb-2 text-left font-semibold text-slate-800">
                {loanMessages.scheduleCaption(quote.schedule.length)}
              </caption>
              <thead>
                <tr className="border-b-2 border-brand text-slate-600">
                  {SCHEDULE_COLUMNS.map((column, index) => (
                    <th
                      key={column}
                      scope="col"
                      className={`py-2 pr-3 ${index === 0 ? 'text-left' : 'text-right'} font-semibold`}
                    >
                      {loanMessages.scheduleColumns[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {excerpt.first.map((row) => (
                  <ScheduleRow key={row.month} row={row} />
                ))}
                {excerpt.last.length ? (
                  <tr className="border-b border-slate-200">
                    <td colSpan={5} className="py-2 text-slate-600">
                      {loanMessages.scheduleGap(excerpt.first.length + 1, quote.schedule.length - excerpt.last.length)}
                    </td>
                  </tr>
                ) : null}
                {excerpt.last.map((row) => (
                  <ScheduleRow key={row.month} row={row} />
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            onClick={download}
            className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand-50 focus:ring-2 focus:ring-brand/30 focus:outline-none"
          >
            {loanMessages.download}
          </button>
        </div>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">{loanMessages.indicative}</p>
    </CalculatorForm>
  );
}
