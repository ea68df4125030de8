'use client';

import { useRef } from 'react';
import { newIdempotencyKey } from '@/lib/shared/admin/bulk-job';
import type { BulkFields } from './use-bulk-form';

/** What one submission sent, so a retry of the same filled form reuses its Idempotency-Key. */
interface Submission extends BulkFields {
  key: string;
}

/**
 * The Idempotency-Key of a send: the same filled form keeps its key, so a retry after a lost answer is the same send
 * to the server; a change to the form (`forget`) or the end of the send makes the next one new.
 */
export function useSendKey() {
  const submission = useRef<Submission | null>(null);

  function keyFor(fields: BulkFields): string {
    const current = submission.current;
    const same =
      current &&
      current.file === fields.file &&
      current.message === fields.message &&
      current.subject === fields.subject &&
      current.sendType === fields.sendType;
    const sent = same ? current : { ...fields, key: newIdempotencyKey() };
    submission.current = sent;
    return sent.key;
  }

  function forget() {
    submission.current = null;
  }

  return { keyFor, forget };
}
