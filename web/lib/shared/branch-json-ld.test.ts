import { BranchEntry } from '@bank/shared/editorial';
import { branchJsonLd, scriptSafeJson } from './branch-json-ld';

const branch = BranchEntry.parse({
  documentId: 'b1',
  name: 'Head Office / Banjul Branch',
  address: '3-4 Ecowas Avenue, Banjul',
  phone: '+220 422 5225',
  fax: '+220 422 5781',
  latitude: 13.4557,
  longitude: -16.5775,
  opening_hours: [
    { weekday: 'monday', opens: '08:00', closes: '16:00' },
    { weekday: 'friday', opens: '08:00', closes: '12:30' },
  ],
  closures: [{ date: '2026-12-25', reason: 'Christmas Day' }],
  facilities: [],
});

describe('branchJsonLd', () => {
  it('describes the branch as a BankOrCreditUnion with address, geo and opening hours', () => {
    expect(branchJsonLd(branch)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BankOrCreditUnion',
      name: 'Head Office / Banjul Branch',
      address: { '@type': 'PostalAddress', streetAddress: '3-4 Ecowas Avenue, Banjul', addressCountry: 'GM' },
      telephone: '+220 422 5225',
      faxNumber: '+220 422 5781',
      geo: { '@type': 'GeoCoordinates', latitude: 13.4557, longitude: -16.5775 },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '16:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '08:00', closes: '12:30' },
      ],
      specialOpeningHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          name: 'Christmas Day',
          opens: '00:00',
          closes: '00:00',
          validFrom: '2026-12-25',
          validThrough: '2026-12-25',
        },
      ],
    });
  });

  it('leaves out geo and fax when the branch has none', () => {
    const bare = branchJsonLd(BranchEntry.parse({ documentId: 'b2', name: 'X', address: 'Y', phone: 'Z' }));
    expect(bare).not.toHaveProperty('geo');
    expect(bare).not.toHaveProperty('faxNumber');
  });
});

describe('scriptSafeJson', () => {
  it('escapes what could end the script element or open a comment, and reads back the same', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
