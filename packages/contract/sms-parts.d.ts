export interface SmsParts {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the message takes. */
  length: number;
  /** SMS per recipient. */
  parts: number;
  /** The characters outside GSM-7 that made the message UCS-2, each once, in order (empty for GSM-7). */
  outsideGsm: string[];
}

/** How many SMS one message takes (sms-parts.js). */
export function smsParts(message: string): SmsParts;
