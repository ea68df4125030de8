// How many SMS one message takes, shared by the CMS (its limits and answers) and the site (the live count under the
// General Message).
/*
 * 3GPP TS 23.038: a message of GSM-7 characters only is one SMS up to 160 of them and 153 a part beyond (7 go to the
 * header that joins the parts); a single other character makes the whole message UCS-2, 70 alone and 67 a part. The
 * limits count these parts: the provider bills and the daily limit weighs each one.
 */

/** The GSM 03.38 default alphabet. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: each is sent as an escape and the character, so it takes two of the 160. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

const partsOf = (length: number, single: number, perPart: number): number => (length <= single ? 1 : Math.ceil(length / perPart));

export interface SmsParts {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the message takes. */
  length: number;
  /** SMS per recipient. */
  parts: number;
  /** The characters outside GSM-7 that made the message UCS-2, each once, in order (empty for GSM-7). */
  outsideGsm: string[];
}

/** How many SMS one message takes. */
export function smsParts(message: string): SmsParts {
  let septets = 0;
  const outside: string[] = [];
  for (const character of message) {
    if (GSM_BASIC.has(character)) septets += 1;
    else if (GSM_EXTENSION.has(character)) septets += 2;
    else if (!outside.includes(character)) outside.push(character);
  }
  if (outside.length > 0) {
    return { encoding: 'UCS-2', length: message.length, parts: partsOf(message.length, 70, 67), outsideGsm: outside };
  }
  return { encoding: 'GSM-7', length: septets, parts: partsOf(septets, 160, 153), outsideGsm: [] };
}
