import type { ReactNode } from 'react';
import { calculatorFieldClass, calculatorLabelClass } from './amount-field';

/**
 * A public calculator (fixed deposit, loan repayments, the currency converter): a form named by its heading that works out its figures as the
 * visitor types, so Enter must not reload the page.
 */
export function CalculatorForm({
  id,
  heading,
  className = 'rounded-xl border border-slate-200 p-4 sm:p-5',
  children,
}: {
  id: string;
  heading: string;
  /** The form's frame: a card of its own by default (the converter sits under the rate table instead). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <form className={className} aria-labelledby={`${id}-heading`} onSubmit={(event) => event.preventDefault()}>
      <h3 id={`${id}-heading`} className="text-lg font-bold text-brand">
        {heading}
      </h3>
      {children}
    </form>
  );
}

/** A labelled choice of a calculator (a term, a loan product); `value` is the chosen option's index or number. */
export function CalculatorSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  options: readonly { value: number; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className={calculatorLabelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={`mt-1 ${calculatorFieldClass}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One worked-out figure of a calculator's result: its name above, the amount below. */
export function CalculatorFigure({ label, value }: { label: string; value: string }) {
  return (
    <span className="block">
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="block text-lg font-semibold">{value}</span>
    </span>
  );
}
