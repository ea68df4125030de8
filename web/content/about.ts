import { site } from '@/content/bank-details';

/** Static copy of the Who We Are page (/about). */
export const whoWeAre = [
  `${site.legalName} was founded on ${site.founded} by a group of Gambian and West African investors who believed the country deserved a bank that understood its people, its traders and its institutions. From a single branch in the capital, we set out to offer modern banking with a personal touch.`,
  'Over the years we have grown with The Gambia. We were among the first banks in the country to introduce ATMs and card payments, to connect customers to international money transfer networks, and to bring banking to the provinces with branches from Brikama to Basse. Our shares are held by thousands of Gambians, and our annual general meeting is open to every one of them.',
  `Today ${site.legalName} employs ${site.staff} staff and serves individuals, small businesses, corporates, NGOs and public institutions from ${site.locations} locations across the country. Through our subsidiaries we also provide money transfer services and home finance, and through our correspondent banks we connect Gambian businesses to markets worldwide.`,
];

export const mission =
  'To provide innovative, reliable and customer-focused financial services that create value for our customers, shareholders, staff and the communities we serve, and to contribute to the economic development of The Gambia.';

export const vision = 'To be the bank of first choice in The Gambia, trusted for excellence in service and integrity.';

export const coreValues: { name: string; description: string }[] = [
  { name: 'Integrity', description: 'We do what is right, openly and honestly, in every transaction.' },
  { name: 'Customer focus', description: 'We listen, we respond quickly, and we build lasting relationships.' },
  { name: 'Teamwork', description: 'We succeed together, across branches, departments and subsidiaries.' },
  { name: 'Excellence', description: 'We hold ourselves to high professional standards and keep improving.' },
];

export const aboutFacts: { value: string; label: string }[] = [
  { value: '1997', label: `Founded on ${site.founded}` },
  { value: '400+', label: `${site.staff.charAt(0).toUpperCase()}${site.staff.slice(1)} staff` },
  { value: String(site.locations), label: 'Locations across The Gambia' },
  { value: '24/7', label: 'Access through ATMs and mobile banking' },
];
