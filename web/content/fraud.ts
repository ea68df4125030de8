import type { SiteLocale } from '@/lib/shared/site-locale';

/** Static copy of the fraud pages, in each locale of the site. */
export type FraudTopic = { title: string; summary: string; signs: string[]; tips: string[] };

const englishTopics: FraudTopic[] = [
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

const frenchTopics: FraudTopic[] = [
  {
    title: 'Hameçonnage (phishing)',
    summary:
      'Des fraudeurs se font passer pour la Banque, un service de mobile money ou une administration pour vous faire révéler votre code PIN, votre mot de passe ou votre code à usage unique — par e-mail, SMS, WhatsApp ou téléphone.',
    signs: [
      'Des messages urgents qui annoncent le blocage de votre compte',
      'Des liens vers des sites qui ressemblent au nôtre mais dont l’adresse est différente',
      'Des appels où l’on vous demande votre code PIN, votre mot de passe ou votre code à usage unique',
    ],
    tips: [
      'Ne communiquez jamais votre code PIN, votre mot de passe ou votre code à usage unique — Trust Bank ne vous les demandera jamais',
      'Tapez vous-même notre adresse web au lieu de cliquer sur les liens reçus',
      'Raccrochez et rappelez-nous aux numéros publiés sur ce site',
    ],
  },
  {
    title: 'Fraude à la carte',
    summary:
      'Des criminels volent les données des cartes par des dispositifs de copie posés sur les distributeurs, en regardant par-dessus l’épaule ou par de fausses boutiques en ligne, puis s’en servent pour retirer de l’argent ou faire des achats.',
    signs: [
      'Un lecteur de carte ou un clavier de distributeur qui bouge ou paraît inhabituel',
      'Quelqu’un qui se tient trop près pendant que vous tapez votre code PIN',
      'Des opérations dans vos Trust Alerts que vous n’avez pas faites',
    ],
    tips: [
      'Cachez le clavier avec votre main quand vous tapez votre code PIN',
      'Gardez votre carte sous les yeux quand vous payez dans les magasins et les restaurants',
      'Signalez aussitôt une carte perdue ou volée à l’assistance pour que nous la bloquions',
    ],
  },
  {
    title: 'Usurpation d’identité',
    summary:
      'Des fraudeurs rassemblent des informations personnelles — numéros de pièce d’identité, dates de naissance, copies de documents — pour ouvrir des comptes, obtenir des prêts ou prendre le contrôle de vos comptes à votre nom.',
    signs: [
      'Des lettres ou des appels au sujet de comptes ou de prêts que vous n’avez jamais demandés',
      'Votre numéro de téléphone cesse soudain de fonctionner (peut-être un échange frauduleux de carte SIM)',
      'Des relevés, des cartes ou des chéquiers qui n’arrivent pas',
    ],
    tips: [
      'Ne publiez pas de copies de votre carte d’identité ou de votre passeport sur les réseaux sociaux',
      'Déchirez ou broyez les documents portant vos coordonnées bancaires avant de les jeter',
      'Prévenez-nous tout de suite si vous changez de numéro de téléphone ou perdez votre pièce d’identité',
    ],
  },
];

export const fraudTopics: Readonly<Record<SiteLocale, FraudTopic[]>> = { en: englishTopics, fr: frenchTopics };

/** The words of the fraud pages' own blocks (the topics' headings, the Report Fraud block). */
const englishWords = {
  typesOfFraud: 'Types of fraud',
  warningSigns: 'Warning signs',
  howToProtect: 'How to protect yourself',
  report: {
    title: 'Report Fraud',
    intro:
      'If you think your account, card or personal details have been compromised, contact us immediately. The sooner we know, the sooner we can block your card or account and limit any loss.',
    call: 'Call the hotline',
    email: 'Send an e-mail',
    emailSubject: 'Fraud report',
    emailNote: 'Describe what happened, but never include your PIN or password.',
    visit: 'Visit a branch',
    visitText: (branches: number) => `Bring a valid ID to any of our ${branches} branches and ask for customer service.`,
    findBranch: 'Find a branch',
  },
};

export const fraudWords: Readonly<Record<SiteLocale, typeof englishWords>> = {
  en: englishWords,
  fr: {
    typesOfFraud: 'Types de fraude',
    warningSigns: 'Signes d’alerte',
    howToProtect: 'Comment vous protéger',
    report: {
      title: 'Signaler une fraude',
      intro:
        'Si vous pensez que votre compte, votre carte ou vos données personnelles ont été compromis, contactez-nous immédiatement. Plus tôt nous le savons, plus tôt nous pouvons bloquer votre carte ou votre compte et limiter les pertes.',
      call: 'Appeler l’assistance',
      email: 'Envoyer un e-mail',
      emailSubject: 'Signalement de fraude',
      emailNote: 'Décrivez ce qui s’est passé, mais n’indiquez jamais votre code PIN ni votre mot de passe.',
      visit: 'Se rendre dans une agence',
      visitText: (branches: number) =>
        `Munissez-vous d’une pièce d’identité valide et adressez-vous au service clientèle de l’une de nos ${branches} agences.`,
      findBranch: 'Trouver une agence',
    },
  },
};

export const fraudMetadata = {
  title: 'Fraud Prevention',
  description:
    'Protect yourself from phishing, card fraud and identity theft. Prevention tips from Trust Bank and how to report fraud by hotline, e-mail or at a branch.',
  canonicalPath: '/fraud',
};

export const fraudMetadataFr = {
  title: 'Prévention de la fraude',
  description:
    'Protégez-vous contre l’hameçonnage, la fraude à la carte et l’usurpation d’identité. Les conseils de Trust Bank et comment signaler une fraude par téléphone, par e-mail ou en agence.',
  intro:
    'Les fraudeurs ne manquent pas d’imagination, mais quelques gestes simples protègent votre argent. Découvrez les types de fraude les plus courants et comment vous en protéger.',
};
