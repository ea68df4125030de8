/**
 * The pages that say whether a branch or an ATM is open now (/about/branches, /services/e-banking/atm) are regenerated
 * at most this often instead of the usual 300 s backstop (lib/cms/page-props.ts). Next regenerates a page in the
 * background on the first request after this time, so a page served after a quiet spell can be older once; the
 * status island recomputes the text in the visitor's browser as soon as it starts and every 15 s after that.
 */
export const OPEN_NOW_REVALIDATE_SECONDS = 60;
