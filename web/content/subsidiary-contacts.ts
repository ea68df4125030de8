/** Contact details of the Bank's two subsidiaries, shown on their pages. */
export type SubsidiaryContact = {
  name: string;
  address: string;
  phones: string[];
  email: string;
  hours: string;
};

export const subsidiaryContacts = {
  bayba: {
    name: 'Bayba Financial Services',
    address: '7 Kairaba Avenue, Pipeline, Kanifing Municipality, The Gambia',
    phones: ['+220 437 9911', '+220 437 9912'],
    email: 'info@bayba.gm',
    hours: 'Monday to Saturday, 8 a.m. to 8 p.m.',
  },
  homefinance: {
    name: 'The Home Finance Company',
    address: '2nd Floor, Trust Bank Building, 3-4 Ecowas Avenue, Banjul, The Gambia',
    phones: ['+220 422 8880', '+220 422 8881'],
    email: 'info@homefinance.gm',
    hours: 'Monday to Thursday 8 a.m. to 4 p.m., Friday 8 a.m. to 12:30 p.m.',
  },
} satisfies Record<string, SubsidiaryContact>;
