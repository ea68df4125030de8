/** How a bulk message goes out to customers. */
export type Channel = 'sms' | 'email';

/** What happened to one recipient of a bulk send; `detail` is for the log, not for customers. */
export interface RecipientOutcome {
  recipient: string;
  ok: boolean;
  detail: string;
}
