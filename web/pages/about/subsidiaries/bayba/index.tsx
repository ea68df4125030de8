import ArticleLayout from '@/components/content/article-layout';
import CheckList from '@/components/content/check-list';
import ContactCard from '@/components/content/contact-card';
import Section from '@/components/content/section';
import { subsidiaryContacts } from '@/content/subsidiary-contacts';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised } from '@/components/ui/page-locale';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { sitePage } from '@/content/site-pages';

const contact = subsidiaryContacts.bayba;

const page = {
  ...sitePage('/about/subsidiaries/bayba'),
  eyebrow: 'Our subsidiaries',
  intro: 'Money transfers you can trust — at home and from abroad.',
};

const pageFr = {
  path: '/about/subsidiaries/bayba',
  title: contact.name,
  description:
    'Bayba Financial Services, la filiale de transferts d’argent de Trust Bank\u00a0: envoyez et recevez de l’argent rapidement et en toute sécurité, partout en Gambie et depuis l’étranger.',
  eyebrow: 'Nos filiales',
  intro: 'Des transferts d’argent en toute confiance — au pays comme depuis l’étranger.',
};

type BaybaText = {
  /** The first paragraph quotes the company's name (`contact.name`); `network` is the second. */
  whoWeAre: { title: string; text: (name: string) => string; network: string };
  services: { title: string; items: string[] };
  /** The numbered steps, then the warning under them. */
  receiving: { title: string; steps: string[]; warning: string };
};

const baybaText: Readonly<Record<SiteLocale, BaybaText>> = {
  en: {
    whoWeAre: {
      title: 'Who we are',
      text: (name) =>
        `${name} is the money transfer subsidiary of Trust Bank Limited. Remittances from Gambians living in Europe, the United States and across Africa are a lifeline for many families, and Bayba makes sure the money arrives quickly, safely and in full.`,
      network:
        'Through our own outlets, the Trust Bank branch network and partner agents in every region, recipients can collect cash close to home — from Banjul and the Kombos to Farafenni, Soma and Basse.',
    },
    services: {
      title: 'Our services',
      items: [
        'Inbound international money transfers, paid in cash or to a bank account',
        'Outbound transfers to neighbouring countries and beyond',
        'Domestic transfers between regions of The Gambia',
        'Payout through our international remittance partners',
        'Foreign-exchange services at competitive rates',
        'Extended opening hours, including Saturdays',
      ],
    },
    receiving: {
      title: 'Receiving money',
      steps: [
        'Ask the sender for the transfer reference number (MTCN or PIN) and the exact amount sent.',
        'Visit any Bayba outlet or Trust Bank branch with a valid ID card or passport.',
        'Give the reference number and the sender’s name, and collect your money.',
      ],
      warning:
        'Never share a transfer reference with anyone other than the person you are sending money to, and be wary of anyone who asks you to send money to claim a prize or a job.',
    },
  },
  fr: {
    whoWeAre: {
      title: 'Qui sommes-nous',
      text: (name) =>
        `${name} est la filiale de transferts d’argent de Trust Bank Limited. Les envois d’argent des Gambiens vivant en Europe, aux États-Unis et partout en Afrique sont vitaux pour de nombreuses familles, et Bayba veille à ce que l’argent arrive rapidement, en toute sécurité et dans son intégralité.`,
      network:
        'Grâce à nos propres guichets, au réseau d’agences de Trust Bank et à nos agents partenaires dans chaque région, les bénéficiaires peuvent retirer leur argent en espèces près de chez eux — de Banjul et des Kombos jusqu’à Farafenni, Soma et Basse.',
    },
    services: {
      title: 'Nos services',
      items: [
        'Réception de transferts d’argent internationaux, payés en espèces ou sur un compte bancaire',
        'Envois d’argent vers les pays voisins et au-delà',
        'Transferts nationaux entre les régions de la Gambie',
        'Paiement des transferts reçus par l’intermédiaire de nos partenaires internationaux',
        'Services de change à des taux compétitifs',
        'Horaires d’ouverture élargis, y compris le samedi',
      ],
    },
    receiving: {
      title: 'Recevoir de l’argent',
      steps: [
        'Demandez à l’expéditeur le numéro de référence du transfert (MTCN ou code PIN) et le montant exact envoyé.',
        'Présentez-vous dans le guichet Bayba ou l’agence Trust Bank de votre choix avec une carte d’identité ou un passeport valide.',
        'Indiquez le numéro de référence et le nom de l’expéditeur, puis retirez votre argent.',
      ],
      warning:
        'Ne communiquez jamais une référence de transfert à une autre personne que celle à qui vous envoyez de l’argent, et méfiez-vous de quiconque vous demande d’envoyer de l’argent pour toucher un lot ou obtenir un emploi.',
    },
  },
};

function BaybaPage() {
  const text = useLocalised(baybaText);
  return (
    <ArticleLayout aside={<ContactCard contact={contact} />}>
      <Section title={text.whoWeAre.title}>
        <p>{text.whoWeAre.text(contact.name)}</p>
        <p>{text.whoWeAre.network}</p>
      </Section>
      <Section title={text.services.title}>
        <CheckList columns={2} items={text.services.items} />
      </Section>
      <Section title={text.receiving.title}>
        <ol className="list-decimal space-y-2 pl-6">
          {text.receiving.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{text.receiving.warning}</p>
      </Section>
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default translatedPage({ en: contentPage(page, BaybaPage), fr: contentPage(pageFr, BaybaPage) });
