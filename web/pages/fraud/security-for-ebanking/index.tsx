import ArticleLayout from '@/components/content/article-layout';
import CheckList from '@/components/content/check-list';
import Section from '@/components/content/section';
import ReportFraud from '@/components/fraud/report-fraud';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised } from '@/components/ui/page-locale';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/fraud/security-for-ebanking'),
  eyebrow: 'Fraud',
  heading: 'Security for Electronic Banking',
  intro:
    'Internet and mobile banking are safe and convenient when you follow a few rules. Your security is a partnership between you and the Bank.',
};

const pageFr = {
  path: '/fraud/security-for-ebanking',
  title: 'Sécurité de la banque en ligne',
  description:
    'Protégez votre banque en ligne et mobile Trust Bank\u00a0: appareils sécurisés, mots de passe solides, codes à usage unique, et comment repérer les faux sites.',
  eyebrow: 'Fraude',
  heading: 'Sécurité de la banque électronique',
  intro:
    'La banque en ligne et la banque mobile sont sûres et pratiques si vous suivez quelques règles. Votre sécurité est un partenariat entre vous et la Banque.',
};

type Advice = { title: string; items: string[] };

const advice: Readonly<Record<SiteLocale, Advice[]>> = {
  en: [
    {
      title: 'What we do to protect you',
      items: [
        'Encrypted connections between your device and our systems',
        'One-time codes sent to your registered mobile number for sensitive transactions',
        'Automatic log-out after a period of inactivity',
        'Trust Alerts for every transaction on your account',
        'Round-the-clock monitoring of unusual activity',
      ],
    },
    {
      title: 'Log in safely',
      items: [
        'Always open internet banking from the Online Banking button on this website, or type the address yourself',
        'Check that the address starts with https:// and shows a padlock before you enter your details',
        'Never log in from a link in an e-mail, SMS or social media message',
        'Avoid public computers and open Wi-Fi networks for banking; if you must, log out and close the browser',
      ],
    },
    {
      title: 'Passwords and one-time codes',
      items: [
        'Use a strong password of at least eight characters that mixes letters, numbers and symbols',
        'Do not reuse your banking password on other websites',
        'Never share a one-time code: it is the key to your account, and Trust Bank will never ask you for it',
        'Change your password immediately if you think someone else knows it',
      ],
    },
    {
      title: 'Keep your devices secure',
      items: [
        'Lock your phone with a PIN, pattern or fingerprint',
        'Install the Trust Bank app only from the official App Store or Google Play',
        'Keep your phone’s operating system, browser and antivirus software up to date',
        'If your phone is lost or stolen, call us so we can block mobile banking on it',
      ],
    },
  ],
  fr: [
    {
      title: 'Ce que nous faisons pour vous protéger',
      items: [
        'Des connexions chiffrées entre votre appareil et nos systèmes',
        'Des codes à usage unique envoyés à votre numéro de portable enregistré pour les opérations sensibles',
        'Une déconnexion automatique après un temps d’inactivité',
        'Des Trust Alerts pour chaque opération sur votre compte',
        'Une surveillance jour et nuit des activités inhabituelles',
      ],
    },
    {
      title: 'Connectez-vous en sécurité',
      items: [
        'Ouvrez toujours la banque en ligne depuis le bouton Banque en ligne de ce site, ou tapez l’adresse vous-même',
        'Vérifiez que l’adresse commence par https:// et affiche un cadenas avant de saisir vos identifiants',
        'Ne vous connectez jamais depuis un lien reçu par e-mail, SMS ou sur les réseaux sociaux',
        'Évitez les ordinateurs publics et les réseaux Wi-Fi ouverts pour vos opérations bancaires\u00a0; si vous devez les utiliser, déconnectez-vous et fermez le navigateur',
      ],
    },
    {
      title: 'Mots de passe et codes à usage unique',
      items: [
        'Choisissez un mot de passe solide d’au moins huit caractères mêlant lettres, chiffres et symboles',
        'N’utilisez pas votre mot de passe bancaire sur d’autres sites',
        'Ne communiquez jamais un code à usage unique\u00a0: c’est la clé de votre compte, et Trust Bank ne vous le demandera jamais',
        'Changez aussitôt votre mot de passe si vous pensez que quelqu’un d’autre le connaît',
      ],
    },
    {
      title: 'Protégez vos appareils',
      items: [
        'Verrouillez votre téléphone par un code, un schéma ou votre empreinte digitale',
        'N’installez l’application Trust Bank que depuis l’App Store ou Google Play officiels',
        'Tenez à jour le système de votre téléphone, votre navigateur et votre antivirus',
        'Si votre téléphone est perdu ou volé, appelez-nous pour que nous y bloquions la banque mobile',
      ],
    },
  ],
};

function SecurityForEbankingPage() {
  const sections = useLocalised(advice);
  return (
    <ArticleLayout>
      {sections.map((section) => (
        <Section key={section.title} title={section.title}>
          <CheckList items={section.items} />
        </Section>
      ))}
      <ReportFraud />
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default translatedPage({
  en: contentPage(page, SecurityForEbankingPage),
  fr: contentPage(pageFr, SecurityForEbankingPage),
});
