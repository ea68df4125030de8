/** What the fake Africa's Talking server and the SMTP sink received (shared by the harness and the tests). */

/** One POST to the fake SMS API: one batch of up to 100 numbers. */
export interface ReceivedSms {
  path: string;
  contentType: string;
  apiKey: string;
  username: string;
  /** The `to` field, split on commas. */
  to: string[];
  message: string;
  /** The sender id (empty when none was sent). */
  from: string;
}

/** One message accepted by the SMTP sink. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header values as sent (From/To may carry a display name). */
  from: string;
  to: string;
  subject: string;
  /** The text/plain body, decoded. */
  text: string;
}

/** One delivery report the fake SMS API posted to the site, and the HTTP status it was answered with (0: none). */
export interface SentReport {
  id: string;
  status: string;
  phoneNumber: string;
  answer: number;
}

export interface Inbox {
  sms: ReceivedSms[];
  mails: ReceivedMail[];
  reports: SentReport[];
  /** Delivery reports scheduled or on their way, not yet answered. */
  pendingReports: number;
}
