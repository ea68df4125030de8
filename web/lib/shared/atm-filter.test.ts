import { filterAtms } from './atm-filter';
import type { Atm } from './cms-types';

const atms: Atm[] = [
  { id: '1', location: 'Banjul - Head Office, 3-4 Ecowas Avenue', status: 'in-service' },
  { id: '2', location: 'Serrekunda - Sayerr Jobe Avenue', status: 'out-of-service' },
  { id: '3', location: 'Westfield Junction', status: 'in-service' },
];

describe('filterAtms', () => {
  it('keeps everything for a blank query', () => {
    expect(filterAtms(atms, '')).toHaveLength(3);
    expect(filterAtms(atms, '   ')).toHaveLength(3);
  });

  it('matches a case-insensitive substring of the location', () => {
    expect(filterAtms(atms, 'SERRE').map((atm) => atm.id)).toEqual(['2']);
    expect(filterAtms(atms, 'avenue').map((atm) => atm.id)).toEqual(['1', '2']);
    expect(filterAtms(atms, 'field jun').map((atm) => atm.id)).toEqual(['3']);
  });

  it('finds nothing for an unknown place', () => {
    expect(filterAtms(atms, 'Basse')).toEqual([]);
  });
});
