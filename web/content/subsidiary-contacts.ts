import type { SiteLocale } from '@/lib/shared/site-locale';

/** Contact details of the Bank's two subsidiaries, shown on their pages. */
export type SubsidiaryContact = {
  name: string;
  address: string;
  phones: string[];
  email: string;
  /** The opening hours in each locale of the site. */
  hours: Readonly<Record<SiteLocale, string>>;
};

export const subsidiaryContacts = {
  bayba: {
    name: 'Bayba Financial Services',
    address: '7 Kairaba Avenue, Pipeline, Kanifing Municipality, The Gambia',
    phones: ['+220 437 9911', '+220 437 9912'],
    email: 'info@bayba.gm',
    hours: {
      en: 'Monday to Saturday, 8 a.m. to 8 p.m.',
      fr: 'Du lundi au samedi, de 8\u00a0h à 20\u00a0h',
    },
  },
  homefinance: {
    name: 'The Home Finance Company',
    address: '2nd Floor, Trust Bank Building, 3-4 Ecowas Avenue, Banjul, The Gambia',
    phones: ['+220 422 8880', '+220 422 8881'],
    email: 'info@homefinance.gm',
    hours: {
      en: 'Monday to Thursday 8 a.m. to 4 p.m., Friday 8 a.m. to 12:30 p.m.',
      fr: 'Du lundi au jeudi de 8\u00a0h à 16\u00a0h, le vendredi de 8\u00a0h à 12\u00a0h\u00a030',
    },
  },
} satisfies Record<string, SubsidiaryContact>;

/** The labels of the contact card (components/content/contact-card.tsx), in each locale of the site. */
export const contactCardWords: Readonly<
  Record<SiteLocale, { title: string; address: string; telephone: string; email: string; hours: string }>
> = {
  en: { title: 'Contact us', address: 'Address', telephone: 'Telephone', email: 'E-mail', hours: 'Opening hours' },
  fr: {
    title: 'Nous contacter',
    address: 'Adresse',
    telephone: 'Téléphone',
    email: 'E-mail',
    hours: 'Horaires d’ouverture',
  },
};
