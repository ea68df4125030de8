import type { RecipientOutcome } from './types';

export type { RecipientOutcome } from './types';

/** Sends the bulk e-mail to one address; rejects when the mail server refuses it. May answer the Message-ID. */
export type SendMail = (to: string) => Promise<string | void>;

/**
 * Sends to every recipient with at most `concurrency` messages in flight, so a
 * long list neither floods the mail server nor takes one round trip per address.
 * Outcomes come back in the order of `recipients`; one failure does not stop the rest.
 */
export async function sendEmails(recipients: string[], send: SendMail, concurrency: number): Promise<RecipientOutcome[]> {
  const outcomes = new Array<RecipientOutcome>(recipients.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < recipients.length) {
      const index = next++;
      const recipient = recipients[index];
      try {
        const providerId = await send(recipient);
        outcomes[index] = {
          recipient,
          ok: true,
          detail: 'sent',
          ...(providerId ? { providerId: providerId.slice(0, 200) } : {}),
        };
      } catch (error) {
        outcomes[index] = { recipient, ok: false, detail: describeError(error) };
      }
    }
  };
  const workers = Math.min(Math.max(1, Math.floor(concurrency) || 1), recipients.length);
  await Promise.all(Array.from({ length: workers }, worker));
  return outcomes;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
