'use client';

import { useId, useState } from 'react';
import { convert, DALASI, formatMoney, parseAmount, type RateRow } from '@/lib/shared/currency-converter';
import { rateWords } from '@/lib/shared/rate-words';
import { useLocalised, useTextLocale } from '@/components/ui/page-locale';
import { AmountField, calculatorFieldClass as fieldClass, calculatorLabelClass } from '@/components/ui/amount-field';
import { CalculatorForm } from '@/components/ui/calculator';

/** One of the converter's two currency lists (from, to): the dalasi and every currency with a rate. */
function CurrencySelect({
  id,
  label,
  currencies,
  value,
  onChange,
}: {
  id: string;
  label: string;
  currencies: readonly string[];
  value: string;
  onChange: (currency: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={calculatorLabelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`mt-1 ${fieldClass}`}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Amount and two currencies over the rates already on the page (no request of its own): the bank buys foreign
 * currency at its buy rate and sells at its sell rate; a cross goes through the dalasi and says so
 * (lib/shared/currency-converter.ts). The result is an <output>, announced as it changes.
 */
export default function CurrencyConverter({ rates }: { rates: readonly RateRow[] }) {
  const id = useId();
  const converterMessages = useLocalised(rateWords).converter;
  const locale = useTextLocale();
  const currencies = [DALASI, ...rates.map((rate) => rate.currency)];
  const [amount, setAmount] = useState('100');
  const [from, setFrom] = useState(rates[0]?.currency ?? DALASI);
  const [to, setTo] = useState(DALASI);
  const value = parseAmount(amount, locale);
  const conversion = convert(value, from, to, rates);

  let result: string;
  if (conversion.ok) {
    result = converterMessages.result(formatMoney(value ?? 0, locale), from, formatMoney(conversion.result, locale), to);
  } else {
    result = converterMessages.errors[conversion.reason];
  }
  const source = rates.find((rate) => rate.currency === from);
  const target = rates.find((rate) => rate.currency === to);

  return (
    <CalculatorForm id={id} heading={converterMessages.heading} className="mt-6 border-t border-slate-200 pt-6">
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-end">
        <AmountField
          id={`${id}-amount`}
          label={converterMessages.amount}
          value={amount}
          onChange={setAmount}
          invalid={value === null || value <= 0}
        />
        <CurrencySelect
          id={`${id}-from`}
          label={converterMessages.from}
          currencies={currencies}
          value={from}
          onChange={setFrom}
        />
        <button
          type="button"
          className="btn-outline min-h-11 px-3"
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          <span aria-hidden="true">⇄</span>
          <span className="sr-only">{converterMessages.swap}</span>
        </button>
        <CurrencySelect id={`${id}-to`} label={converterMessages.to} currencies={currencies} value={to} onChange={setTo} />
      </div>
      <output
        htmlFor={`${id}-amount ${id}-from ${id}-to`}
        aria-live="polite"
        className="mt-4 block rounded-xl bg-brand-50 p-4 text-lg font-semibold text-slate-900"
      >
        {result}
      </output>
      {conversion.ok && conversion.viaDalasi && source && target ? (
        <p className="mt-2 text-sm text-slate-600">{converterMessages.viaDalasi(from, source.buy, to, target.sell)}</p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">{converterMessages.indicative}</p>
    </CalculatorForm>
  );
}
