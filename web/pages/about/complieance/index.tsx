import ArticleLayout from '@/components/content/article-layout';
import CheckList from '@/components/content/check-list';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import { site } from '@/content/bank-details';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised } from '@/components/ui/page-locale';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/about/complieance'),
  eyebrow: 'About us',
  intro:
    'Trust is earned by doing things right. Our compliance framework protects our customers, the Bank and the Gambian financial system.',
};

const pageFr = {
  path: '/about/complieance',
  title: 'Politique de conformité',
  description: `La politique de conformité de ${site.legalName}\u00a0: lutte contre le blanchiment de capitaux et le financement du terrorisme, connaissance du client, sanctions et protection des données.`,
  eyebrow: 'À propos',
  intro:
    'La confiance se gagne en faisant les choses comme il se doit. Notre dispositif de conformité protège nos clients, la Banque et le système financier gambien.',
};

type ComplianceText = {
  commitment: { title: string; text: (legalName: string) => string };
  antiMoneyLaundering: { title: string; text: string; measures: string[] };
  knowYourCustomer: { title: string; text: string };
  dataProtection: { title: string; text: string };
  /** The sentence around the e-mail link: `before` it, then `after(phone)`. */
  whistleblowing: { title: string; before: string; after: (phone: string) => string };
};

const complianceText: Readonly<Record<SiteLocale, ComplianceText>> = {
  en: {
    commitment: {
      title: 'Our commitment',
      text: (legalName) =>
        `${legalName} is licensed and supervised by the Central Bank of The Gambia. We comply with the Banking Act, the Anti-Money Laundering and Combating of Terrorist Financing Act, the directives of the Central Bank and the Financial Intelligence Unit of The Gambia, and with the international standards of the Financial Action Task Force (FATF). The Board of Directors approves our compliance policy and reviews it every year.`,
    },
    antiMoneyLaundering: {
      title: 'Anti-money laundering and countering the financing of terrorism',
      text: 'We do not knowingly accept, hold or transfer the proceeds of crime or funds intended to finance terrorism. Every member of staff is trained to recognise and report suspicious activity, and a dedicated Money Laundering Reporting Officer reports suspicious transactions to the Financial Intelligence Unit.',
      measures: [
        'Risk-based monitoring of accounts and transactions',
        'Enhanced due diligence for politically exposed persons and high-risk customers',
        'Screening against the United Nations and other applicable sanctions lists',
        'Record keeping for at least five years after the end of a relationship',
      ],
    },
    knowYourCustomer: {
      title: 'Know your customer',
      text: 'Before opening an account we verify the identity and address of every customer and, for companies, their directors and beneficial owners. From time to time we will ask you to update your details — please help us by bringing a valid ID when we ask. This protects you against identity theft and keeps your account secure.',
    },
    dataProtection: {
      title: 'Data protection and confidentiality',
      text: 'Customer information is confidential. We use it only to provide our services and to meet our legal obligations, and we share it only where the law requires or you have agreed.',
    },
    whistleblowing: {
      title: 'Whistleblowing and complaints',
      before:
        'Staff, customers and suppliers can raise concerns about misconduct in confidence, without fear of reprisal. To report a concern or make a complaint, write to ',
      after: (phone) => ` marked “For the attention of the Head of Compliance”, or call ${phone}.`,
    },
  },
  fr: {
    commitment: {
      title: 'Notre engagement',
      text: (legalName) =>
        `${legalName} est agréée et supervisée par la Banque centrale de Gambie. Nous respectons la loi bancaire (Banking Act), la loi relative à la lutte contre le blanchiment de capitaux et le financement du terrorisme (Anti-Money Laundering and Combating of Terrorist Financing Act), les directives de la Banque centrale et de la Cellule de renseignement financier de Gambie, ainsi que les normes internationales du Groupe d’action financière (GAFI). Le Conseil d’administration approuve notre politique de conformité et la réexamine chaque année.`,
    },
    antiMoneyLaundering: {
      title: 'Lutte contre le blanchiment de capitaux et le financement du terrorisme (LBC/FT)',
      text: 'Nous n’acceptons, ne détenons ni ne transférons sciemment aucun produit du crime ni aucun fonds destiné à financer le terrorisme. Chaque membre du personnel est formé pour reconnaître et signaler les activités suspectes, et un responsable désigné, chargé des déclarations de soupçon, déclare les opérations suspectes à la Cellule de renseignement financier.',
      measures: [
        'Surveillance des comptes et des opérations fondée sur les risques',
        'Mesures de vigilance renforcées pour les personnes politiquement exposées et les clients à haut risque',
        'Filtrage au regard des listes de sanctions des Nations unies et des autres listes de sanctions applicables',
        'Conservation des documents pendant au moins cinq ans après la fin de la relation d’affaires',
      ],
    },
    knowYourCustomer: {
      title: 'Connaissance du client (KYC)',
      text: 'Avant d’ouvrir un compte, nous vérifions l’identité et l’adresse de chaque client et, pour les sociétés, celles de leurs dirigeants et de leurs bénéficiaires effectifs. Nous vous demanderons de temps à autre de mettre à jour vos informations — aidez-nous en présentant une pièce d’identité valide lorsque nous vous la demandons. Cela vous protège contre l’usurpation d’identité et assure la sécurité de votre compte.',
    },
    dataProtection: {
      title: 'Protection des données et confidentialité',
      text: 'Les informations de nos clients sont confidentielles. Nous ne les utilisons que pour fournir nos services et remplir nos obligations légales, et nous ne les communiquons que lorsque la loi l’exige ou que vous y avez consenti.',
    },
    whistleblowing: {
      title: 'Lanceurs d’alerte et réclamations',
      before:
        'Le personnel, les clients et les fournisseurs peuvent signaler en toute confidentialité tout manquement, sans crainte de représailles. Pour faire un signalement ou déposer une réclamation, écrivez à ',
      after: (phone) => ` en précisant « À l’attention du responsable de la conformité », ou appelez le ${phone}.`,
    },
  },
};

function CompliancePage() {
  const text = useLocalised(complianceText);
  return (
    <ArticleLayout>
      <Section title={text.commitment.title}>
        <p>{text.commitment.text(site.legalName)}</p>
      </Section>

      <Section title={text.antiMoneyLaundering.title}>
        <p>{text.antiMoneyLaundering.text}</p>
        <CheckList items={text.antiMoneyLaundering.measures} />
      </Section>

      <Section title={text.knowYourCustomer.title}>
        <p>{text.knowYourCustomer.text}</p>
      </Section>

      <Section title={text.dataProtection.title}>
        <p>{text.dataProtection.text}</p>
      </Section>

      <Section title={text.whistleblowing.title}>
        <p>
          {text.whistleblowing.before}
          <TextLink href={`mailto:${site.email}`}>{site.email}</TextLink>
          {text.whistleblowing.after(site.phone.main)}
        </p>
      </Section>
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default translatedPage({ en: contentPage(page, CompliancePage), fr: contentPage(pageFr, CompliancePage) });
