import type { ParsingOptions, WorkBook } from 'xlsx';

// SheetJS exports its reader of an unpacked .xlsx (bulk/recipients.ts), but its type declarations leave it out.
declare module 'xlsx' {
  export function parse_zip(zip: unknown, options: ParsingOptions): WorkBook;
}
