/** How a bulk message goes out to customers. */
export type Channel = 'sms' | 'email';

/** What happened to one recipient of a bulk send; `detail` is for staff and the log, not for customers. */
export interface RecipientOutcome {
  recipient: string;
  ok: boolean;
  detail: string;
  /** The provider's id of the message (Africa's Talking messageId, SMTP Message-ID), when it gave one. */
  providerId?: string;
  /**
   * Not ok, but perhaps delivered: the provider took the request and did not answer in time. Such a recipient is
   * never sent again (a duplicate SMS costs money and trust); staff see it as unknown.
   */
  uncertain?: boolean;
}
