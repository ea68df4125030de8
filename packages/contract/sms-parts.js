// How many SMS one message takes, shared by the CMS (its limits and answers) and the site (the live count under the
// General Message). Plain CommonJS on purpose: the CMS runs its compiled JavaScript on Node and cannot load the
// contract's TypeScript source (cms/tests/unit/contract-imports.test.ts), and Next bundles this file as it is.
// Its types are sms-parts.d.ts.
'use strict';

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

const partsOf = (length, single, perPart) => (length <= single ? 1 : Math.ceil(length / perPart));

function smsParts(message) {
  let septets = 0;
  const outside = [];
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

module.exports = { smsParts };
