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
  ...sitePage('/fraud/tips'),
  eyebrow: 'Fraud',
  intro: 'Most fraud can be prevented. Follow these tips to keep your money and your personal information safe.',
};

const pageFr = {
  path: '/fraud/tips',
  title: 'Conseils contre la fraude',
  description:
    'Les conseils pratiques de Trust Bank pour protéger vos comptes, vos cartes, vos chèques et vos informations personnelles contre les fraudeurs.',
  eyebrow: 'Fraude',
  intro:
    'La plupart des fraudes peuvent être évitées. Suivez ces conseils pour protéger votre argent et vos informations personnelles.',
};

type TipGroup = { title: string; tips: string[] };

const englishGroups: TipGroup[] = [
  {
    title: 'Protect your PIN and passwords',
    tips: [
      'Memorise your PIN; never write it down or keep it with your card',
      'Choose a PIN that is not your birthday, phone number or an easy sequence',
      'Never tell anyone your PIN, password or one-time code — not even a bank employee',
      'Change your PIN straight away if you think someone has seen it',
    ],
  },
  {
    title: 'At the ATM',
    tips: [
      'Check the card slot and keypad for anything loose, bulky or unusual before you use an ATM',
      'Cover the keypad with your hand while you enter your PIN',
      'Do not accept help from strangers, even if your card is stuck — call the hotline instead',
      'Take your card, your cash and your receipt before you walk away',
    ],
  },
  {
    title: 'Cheques',
    tips: [
      'Keep your cheque book in a safe place and report a missing cheque book at once',
      'Never sign blank cheques',
      'Draw a line after the payee’s name and after the amount so nothing can be added',
      'Check your statement and Trust Alerts for cheques you did not write',
    ],
  },
  {
    title: 'Phone, SMS and social media',
    tips: [
      'Be suspicious of calls or messages about prizes, lotteries, jobs or inheritances that ask for a fee',
      'Do not click on links in unexpected messages, even if they appear to come from the Bank',
      'If your phone suddenly loses network for no reason, contact your operator and us — it may be a SIM swap',
      'Keep the mobile number registered with the Bank up to date',
    ],
  },
  {
    title: 'Your personal information',
    tips: [
      'Keep your ID card, passport and account documents safe',
      'Shred or tear up statements and receipts before you throw them away',
      'Read your statements carefully and query anything you do not recognise',
      'Subscribe to Trust Alerts so that you see every transaction as it happens',
    ],
  },
];

const frenchGroups: TipGroup[] = [
  {
    title: 'Protégez votre code PIN et vos mots de passe',
    tips: [
      'Mémorisez votre code PIN\u00a0; ne le notez jamais et ne le gardez jamais avec votre carte',
      'Choisissez un code PIN qui n’est ni votre date de naissance, ni votre numéro de téléphone, ni une suite facile',
      'Ne dites jamais à personne votre code PIN, votre mot de passe ou votre code à usage unique — pas même à un employé de la Banque',
      'Changez aussitôt votre code PIN si vous pensez que quelqu’un l’a vu',
    ],
  },
  {
    title: 'Au distributeur',
    tips: [
      'Avant d’utiliser un distributeur, vérifiez que la fente de la carte et le clavier ne présentent rien de mal fixé, d’épais ou d’inhabituel',
      'Cachez le clavier avec votre main pendant que vous tapez votre code PIN',
      'N’acceptez pas l’aide d’inconnus, même si votre carte est bloquée — appelez plutôt l’assistance',
      'Reprenez votre carte, vos billets et votre reçu avant de partir',
    ],
  },
  {
    title: 'Chèques',
    tips: [
      'Rangez votre chéquier en lieu sûr et signalez aussitôt un chéquier perdu',
      'Ne signez jamais de chèque en blanc',
      'Tirez un trait après le nom du bénéficiaire et après le montant pour que rien ne puisse être ajouté',
      'Vérifiez sur votre relevé et dans vos Trust Alerts qu’aucun chèque n’a été tiré sans vous',
    ],
  },
  {
    title: 'Téléphone, SMS et réseaux sociaux',
    tips: [
      'Méfiez-vous des appels ou des messages qui annoncent un prix, une loterie, un emploi ou un héritage contre des frais',
      'Ne cliquez pas sur les liens des messages inattendus, même s’ils semblent venir de la Banque',
      'Si votre téléphone perd soudain le réseau sans raison, contactez votre opérateur et la Banque — il peut s’agir d’un échange frauduleux de carte SIM',
      'Tenez à jour le numéro de portable enregistré auprès de la Banque',
    ],
  },
  {
    title: 'Vos informations personnelles',
    tips: [
      'Gardez en lieu sûr votre carte d’identité, votre passeport et les documents de vos comptes',
      'Déchirez ou broyez relevés et reçus avant de les jeter',
      'Lisez attentivement vos relevés et signalez toute opération que vous ne reconnaissez pas',
      'Abonnez-vous à Trust Alerts pour voir chaque opération au moment où elle a lieu',
    ],
  },
];

const tipGroups: Readonly<Record<SiteLocale, TipGroup[]>> = { en: englishGroups, fr: frenchGroups };

function FraudTipsPage() {
  const groups = useLocalised(tipGroups);
  return (
    <ArticleLayout>
      <div className="grid gap-6 md:grid-cols-2">
        {groups.map((group) => (
          <Section key={group.title} title={group.title}>
            <CheckList items={group.tips} />
          </Section>
        ))}
      </div>
      <ReportFraud />
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default translatedPage({ en: contentPage(page, FraudTipsPage), fr: contentPage(pageFr, FraudTipsPage) });
