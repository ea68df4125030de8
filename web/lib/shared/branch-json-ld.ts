/**
 * schema.org data of a branch: a `BankOrCreditUnion` with its address, place on the map, weekly
 * opening hours and closures, written into the branch's entry as JSON-LD. CMS text is untrusted: the JSON is
 * escaped so that nothing in it can end the <script> element or open a comment (`<`, `>`, `&` and the two line
 * separators JavaScript once refused, as \\u escapes; JSON readers decode them back).
 */
import type { Branch } from '@bank/shared/editorial';

const SCHEMA_DAY = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
} as const;

/** The branch as schema.org describes a bank's branch. */
export function branchJsonLd(branch: Branch): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BankOrCreditUnion',
    name: branch.name,
    address: { '@type': 'PostalAddress', streetAddress: branch.address, addressCountry: 'GM' },
    telephone: branch.phone,
    ...(branch.fax ? { faxNumber: branch.fax } : {}),
    ...(branch.latitude !== null && branch.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude } }
      : {}),
    openingHoursSpecification: branch.opening_hours.map((interval) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAY[interval.weekday],
      opens: interval.opens,
      closes: interval.closes,
    })),
    // schema.org's way to say "closed on that date": opens and closes at 00:00, valid on that day only.
    specialOpeningHoursSpecification: branch.closures.map((closure) => ({
      '@type': 'OpeningHoursSpecification',
      name: closure.reason,
      opens: '00:00',
      closes: '00:00',
      validFrom: closure.date,
      validThrough: closure.date,
    })),
  };
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON for an inline <script type="application/ld+json">: what could end the element or a comment escaped. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE_IN_SCRIPT[character]);
}
