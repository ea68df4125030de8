/** Static copy of the fraud pages. */
export type FraudTopic = { title: string; summary: string; signs: string[]; tips: string[] };

export const fraudTopics: FraudTopic[] = [
  {
    title: 'Phishing',
    summary:
      'Fraudsters pretend to be the Bank, a mobile money provider or a government office to trick you into revealing your PIN, password or one-time code — by e-mail, SMS, WhatsApp or phone call.',
    signs: [
      'Urgent messages saying your account will be blocked',
      'Links to websites that look like ours but have a different address',
      'Callers who ask for your PIN, password or one-time code',
    ],
    tips: [
      'Never share your PIN, password or one-time code — Trust Bank will never ask for them',
      'Type our web address yourself instead of clicking links in messages',
      'Hang up and call us back on the numbers published on this website',
    ],
  },
  {
    title: 'Card fraud',
    summary:
      'Criminals steal card details through skimming devices on ATMs, shoulder-surfing, or fake online shops, and then use them to withdraw cash or make purchases.',
    signs: [
      'A card reader or keypad at an ATM that looks loose or unusual',
      'Someone standing too close while you enter your PIN',
      'Transactions on your Trust Alerts that you did not make',
    ],
    tips: [
      'Cover the keypad with your hand when you enter your PIN',
      'Keep your card in sight when you pay in shops and restaurants',
      'Report a lost or stolen card to the hotline immediately so we can block it',
    ],
  },
  {
    title: 'Identity theft',
    summary:
      'Fraudsters collect personal information — ID numbers, dates of birth, copies of documents — to open accounts, take out loans or take over your existing accounts in your name.',
    signs: [
      'Letters or calls about accounts or loans you never applied for',
      'Your mobile number suddenly stops working (a possible SIM swap)',
      'Missing statements, cards or cheque books',
    ],
    tips: [
      'Do not post copies of your ID card or passport on social media',
      'Tear up or shred documents with your account details before throwing them away',
      'Tell us at once if you change your phone number or lose your ID',
    ],
  },
];

export const fraudMetadata = {
  title: 'Fraud Prevention',
  description:
    'Protect yourself from phishing, card fraud and identity theft. Prevention tips from Trust Bank and how to report fraud by hotline, e-mail or at a branch.',
  canonicalPath: '/fraud',
};
