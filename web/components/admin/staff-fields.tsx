import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { fieldLabel, fileInput, textInput } from './styles';

/** What every staff field says: its input's id (the label names it), the label text, the form field's name. */
interface FieldProps {
  id: string;
  label: string;
  name: string;
  /** Classes of the field's wrapper (the label and its input). */
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The one labelled-input markup of the staff forms: the label over the input it names. The input takes the field's
 * ref, id and name, then what its kind adds (type, value, …), then its classes.
 */
function LabelledInput({
  id,
  label,
  name,
  className,
  inputRef,
  inputClassName,
  ...input
}: FieldProps & { inputClassName: string } & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input ref={inputRef} id={id} name={name} {...input} className={inputClassName} />
    </div>
  );
}

/** A labelled file input of the upload screens; the screen clears its selection through `inputRef` (useFileInput). */
export function FileField({
  multiple = false,
  ...field
}: FieldProps & {
  accept: string;
  multiple?: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return <LabelledInput type="file" {...field} multiple={multiple} inputClassName={fileInput} />;
}

/** A labelled text input bound to a string: an upload's title or category, a login's username or password. */
export function TextField({
  type = 'text',
  required = false,
  value,
  onChange,
  ...field
}: FieldProps & {
  type?: 'text' | 'password';
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'numeric';
  maxLength?: number;
  pattern?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <LabelledInput
      type={type}
      required={required}
      {...field}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputClassName={textInput}
    />
  );
}
