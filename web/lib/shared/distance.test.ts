import { byDistance, directionsUrl, distanceKm, formatKm } from './distance';

const BANJUL = { latitude: 13.4557, longitude: -16.5775 };
const BASSE = { latitude: 13.3101, longitude: -14.2151 };

describe('distanceKm (haversine)', () => {
  it('is zero from a place to itself and the same both ways', () => {
    expect(distanceKm(BANJUL, BANJUL)).toBe(0);
    expect(distanceKm(BANJUL, BASSE)).toBeCloseTo(distanceKm(BASSE, BANJUL), 9);
  });

  it('matches worked examples: one degree of latitude is 111.2 km; Banjul to Basse about 256 km', () => {
    expect(formatKm(distanceKm({ latitude: 13, longitude: -16 }, { latitude: 14, longitude: -16 }))).toBe('111.2 km');
    // One degree of longitude at 13.5° N is 111.2 km × cos(13.5°) = 108.1 km.
    expect(formatKm(distanceKm({ latitude: 13.5, longitude: -16 }, { latitude: 13.5, longitude: -15 }))).toBe('108.1 km');
    expect(distanceKm(BANJUL, BASSE)).toBeGreaterThan(255);
    expect(distanceKm(BANJUL, BASSE)).toBeLessThan(258);
  });
});

describe('formatKm', () => {
  it('shows one decimal, with thousands separated', () => {
    expect(formatKm(0)).toBe('0.0 km');
    expect(formatKm(0.04)).toBe('0.0 km');
    expect(formatKm(2.35)).toBe('2.4 km');
    expect(formatKm(1204)).toBe('1,204.0 km');
  });
});

describe('directionsUrl', () => {
  it('asks OpenStreetMap for a route from the visitor to the place', () => {
    const url = new URL(directionsUrl({ latitude: 13.44, longitude: -16.68 }, BANJUL));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/directions');
    expect(url.searchParams.get('route')).toBe('13.44000,-16.68000;13.45570,-16.57750');
  });
});

describe('byDistance', () => {
  it('orders the places nearest first and leaves out those without a location', () => {
    const places = [
      { name: 'Basse', ...BASSE },
      { name: 'No place yet' },
      { name: 'Banjul', ...BANJUL },
      { name: 'Half', latitude: 13.4 },
    ];
    const sorted = byDistance({ latitude: 13.44, longitude: -16.68 }, places);
    expect(sorted.map(({ place }) => place.name)).toEqual(['Banjul', 'Basse']);
    expect(sorted[0].km).toBeLessThan(sorted[1].km);
  });
});
