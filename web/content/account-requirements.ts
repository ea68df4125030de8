/**
 * What a customer brings to a branch to open an account, in the words every account page uses: one place to change
 * when the bank's opening rules change. Each page adds what is particular to its account.
 */
export const accountRequirements = {
  openingForm: 'A completed account opening form',
  identity: 'A valid national ID card, passport or driving licence',
  photographs: 'Two recent passport-size photographs',
} as const;
