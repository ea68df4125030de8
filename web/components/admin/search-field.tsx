import { fieldLabel, textInput } from './styles';

/** The search box of a staff list: a labelled `type="search"` input filtering what is already on the page. */
export function SearchField({
  id,
  label,
  hint,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div role="search" className={className}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        autoComplete="off"
        className={textInput}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
