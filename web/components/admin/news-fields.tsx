'use client';

import type { Ref } from 'react';
import { IMAGE_ACCEPT } from '@/lib/shared/admin/file-rules';
import { messages } from '@/lib/shared/messages';
import { fieldLabel, fileInput, textInput } from './styles';

const text = messages.staff.news;

/** The text fields of a news item (NewsItem's), as Add News and Edit fill them (the date only when editing). */
export type NewsText = { [field in 'title' | 'author_name' | 'category' | 'summary' | 'full_text']: string } & {
  date?: string;
};

type FieldEvent = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * The first field left blank or only spaces, which is emptied so the browser's own `required` message points at it
 * (`reportValidity`); null when every field is filled. Native `required` alone lets whitespace through.
 */
export function firstBlankField<T extends NewsText>(draft: T, form: HTMLFormElement | null): keyof T | null {
  const blank = (Object.keys(draft) as (keyof T)[]).find((field) => String(draft[field]).trim() === '');
  if (blank === undefined) return null;
  const element = form?.elements.namedItem(String(blank));
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = '';
  form?.reportValidity();
  return blank;
}

/**
 * Title, author, category, (date,) summary and full text of a news item, each labelled and required, with the CMS's
 * length limits. `idOf` gives each field's element id; `categoryPlaceholder` starts an empty Add with no category.
 */
export function NewsFields<T extends NewsText>({
  draft,
  onChange,
  idOf,
  categoryPlaceholder = false,
}: {
  draft: T;
  onChange: (field: keyof T, value: string) => void;
  idOf: (name: string) => string;
  categoryPlaceholder?: boolean;
}) {
  const update = (field: keyof T) => (event: FieldEvent) => onChange(field, event.target.value);
  return (
    <>
      <div>
        <label htmlFor={idOf('title')} className={fieldLabel}>
          {text.title}
        </label>
        <input
          id={idOf('title')}
          name="title"
          type="text"
          required
          maxLength={200}
          value={draft.title}
          onChange={update('title')}
          className={textInput}
        />
      </div>
      <div>
        <label htmlFor={idOf('author')} className={fieldLabel}>
          {text.author}
        </label>
        <input
          id={idOf('author')}
          name="author_name"
          type="text"
          required
          maxLength={120}
          value={draft.author_name}
          onChange={update('author_name')}
          className={textInput}
        />
      </div>
      <div>
        <label htmlFor={idOf('category')} className={fieldLabel}>
          {text.category}
        </label>
        <select
          id={idOf('category')}
          name="category"
          required
          value={draft.category}
          onChange={update('category')}
          className={textInput}
        >
          {categoryPlaceholder ? (
            <option value="" disabled>
              {messages.news.categoryPlaceholder}
            </option>
          ) : null}
          {text.categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      {draft.date !== undefined ? (
        <div>
          <label htmlFor={idOf('date')} className={fieldLabel}>
            {text.date}
          </label>
          <input
            id={idOf('date')}
            name="date"
            type="date"
            required
            value={draft.date}
            onChange={update('date')}
            className={textInput}
          />
        </div>
      ) : null}
      <div>
        <label htmlFor={idOf('summary')} className={fieldLabel}>
          {text.summary}
        </label>
        <textarea
          id={idOf('summary')}
          name="summary"
          rows={3}
          required
          maxLength={1000}
          value={draft.summary}
          onChange={update('summary')}
          className={textInput}
        />
      </div>
      <div>
        <label htmlFor={idOf('full-text')} className={fieldLabel}>
          {text.fullText}
        </label>
        <textarea
          id={idOf('full-text')}
          name="full_text"
          rows={8}
          required
          value={draft.full_text}
          onChange={update('full_text')}
          className={textInput}
        />
      </div>
    </>
  );
}

/**
 * The image of a news item, one file of the accepted types: required when adding, optional when editing (no file
 * keeps the stored image). `inputRef` lets Add ask the browser to report a missing file.
 */
export function NewsImageField({
  id,
  label,
  required = false,
  inputRef,
  onChange,
}: {
  id: string;
  label: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (image: File | null) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="image"
        type="file"
        accept={IMAGE_ACCEPT}
        required={required}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className={fileInput}
      />
    </div>
  );
}
