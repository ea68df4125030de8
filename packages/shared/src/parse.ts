/** Checking a value against a schema of the contract, with an error that names the offending field. */
import * as z from 'zod/mini';

/** Any schema of the contract (or one yielding `Output`), and the type it yields: for code that takes a schema (the readers need no zod of their own). */
export type Schema<Output = unknown> = z.ZodMiniType<Output>;
export type Infer<S extends Schema> = z.infer<S>;

/** `[2].status`, `job.total`, `reports`, or `(the answer)` for the value itself. */
export function issuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the answer)';
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
}

/**
 * What is wrong, from the issue's own data: zod/mini carries no message texts (no locale is loaded, to keep the
 * islands small), so `Invalid input` alone would not say what was expected.
 */
function issueText(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected ${issue.values.map((value) => JSON.stringify(value)).join(' | ')}`;
    case 'invalid_format':
      return `expected the ${issue.format} format`;
    case 'too_small':
      return `too small (minimum ${String(issue.minimum)})`;
    case 'too_big':
      return `too big (maximum ${String(issue.maximum)})`;
    case 'invalid_union':
      return 'matches none of the allowed shapes';
    default:
      return issue.message;
  }
}

/** One line per issue, at most five: `[2].status: expected "in-service" | "out-of-service"`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues.slice(0, 5).map((issue) => `${issuePath(issue.path)}: ${issueText(issue)}`);
  if (issues.length > 5) lines.push(`… and ${issues.length - 5} more`);
  return lines.join('; ');
}

/** A value that does not match the contract; `what` names the call ("GET /api/atm-status"). */
export class ContractError extends Error {
  constructor(
    readonly what: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`${what}: the answer does not match the contract: ${describeIssues(issues)}`);
    this.name = 'ContractError';
  }

  /** The paths of the offending fields, e.g. `['[2].status']`. */
  get fields(): string[] {
    return this.issues.map((issue) => issuePath(issue.path));
  }
}

/** The parsed value, or a ContractError naming `what` and every offending field. */
export function parseAnswer<S extends Schema>(schema: S, value: unknown, what: string): Infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ContractError(what, result.error.issues);
  return result.data;
}

/** The parsed value, or null (for the error bodies a screen only reads a text from). */
export function parseOrNull<S extends Schema>(schema: S, value: unknown): Infer<S> | null {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/**
 * What is wrong with one field of a write, in the words the CMS answers with (a 400 `{message}`), or null when
 * `value` passes `schema`, the field's schema of the contract: `title must be at most 200 characters`.
 */
export function fieldProblem(schema: Schema, field: string, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? `${field} must be at most ${String(issue.maximum)} characters` : `${field} is too big`;
    case 'too_small':
      return issue.origin === 'string' ? `${field} is required` : `${field} is too small`;
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'date'
        ? `${field} must be a date written YYYY-MM-DD, e.g. 2026-07-15`
        : `${field} must be written in the ${issue.format} format`;
    case 'invalid_type':
      return value === undefined || value === null
        ? `${field} is required`
        : `${field} must be ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}`;
    default:
      return `${field}: ${issueText(issue)}`;
  }
}
