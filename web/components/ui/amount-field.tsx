import type { ReactNode } from 'react';

/** The inputs of the public calculators (currency converter, fixed-deposit calculator). */
export const calculatorFieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-800 shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none';
export const calculatorLabelClass = 'block text-sm font-semibold text-slate-800';

/**
 * An amount typed as the visitor writes it ("25,000"): a decimal keypad on phones, no autofill, marked invalid while
 * it cannot be used. `hint` is shown below and read with the field.
 */
export function AmountField({
  id,
  label,
  value,
  onChange,
  invalid,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  hint?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={calculatorLabelClass}>
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`mt-1 ${calculatorFieldClass}`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
