/** Site-wide constants: the bank's contact details and links, in one place for every page. */
export const site = {
  name: 'Trust Bank',
  legalName: 'Trust Bank Limited',
  tagline: 'Banking for a growing Gambia',
  founded: '3 July 1997',
  staff: 'over 400',
  locations: 18,
  address: { street: '3-4 Ecowas Avenue', city: 'Banjul', country: 'The Gambia' },
  phone: { main: '+220 422 5225', extensions: ['Ext. 101', 'Ext. 102', 'Ext. 103'] },
  hotlines: ['+220 437 7070', '+220 437 7071', '+220 437 7072'],
  office: '+220 422 5226',
  email: 'info@trustbank.gm',
  website: 'https://www.trustbank.gm',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'X', href: 'https://x.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
  ],
  appStores: [
    { name: 'App Store', href: 'https://apps.apple.com/' },
    { name: 'Google Play', href: 'https://play.google.com/store' },
  ],
  webDesignCredit: 'Web design by the Trust Bank digital team',
} as const;
