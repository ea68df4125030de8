import type { Atm } from '@/lib/shared/cms-types';

/** The ATM locator's search: a case-insensitive substring match on the location; a blank query keeps all. */
export function filterAtms(atms: readonly Atm[], query: string): Atm[] {
  const needle = query.trim().toLocaleLowerCase('en');
  if (needle === '') return [...atms];
  return atms.filter((atm) => atm.location.toLocaleLowerCase('en').includes(needle));
}
