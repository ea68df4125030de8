/** What the CMS's facility values (component place.facility, an allow-list) read as on the site; others are not shown. */
const FACILITY_NAMES: Record<string, string> = {
  'foreign-exchange': 'Foreign exchange',
  'safe-deposit': 'Safe deposit boxes',
  'step-free-access': 'Step-free access',
  atm: 'ATM',
  'money-transfer': 'Money transfer',
  'business-desk': 'Business desk',
};

export function facilityNames(facilities: readonly string[]): string[] {
  return facilities.flatMap((facility) => (Object.hasOwn(FACILITY_NAMES, facility) ? [FACILITY_NAMES[facility]] : []));
}
