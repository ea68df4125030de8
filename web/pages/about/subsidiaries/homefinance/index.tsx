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

const contact = subsidiaryContacts.homefinance;

const page = {
  ...sitePage('/about/subsidiaries/homefinance'),
  eyebrow: 'Our subsidiaries',
  intro: 'Helping Gambian families own their homes.',
};

const pageFr = {
  path: '/about/subsidiaries/homefinance',
  title: contact.name,
  description:
    'The Home Finance Company of The Gambia\u00a0: des prêts immobiliers pour acheter, construire, achever ou améliorer un logement, destinés aux Gambiens vivant au pays comme dans la diaspora.',
  eyebrow: 'Nos filiales',
  intro: 'Aider les familles gambiennes à devenir propriétaires de leur logement.',
};

type HomeFinanceText = {
  about: { title: string; text: string };
  products: { title: string; items: string[] };
  /** The numbered steps of an application. */
  apply: { title: string; steps: string[] };
};

const homeFinanceText: Readonly<Record<SiteLocale, HomeFinanceText>> = {
  en: {
    about: {
      title: 'About the company',
      text: 'The Home Finance Company of The Gambia is the mortgage finance subsidiary of Trust Bank Limited. We help Gambians at home and in the diaspora buy, build, complete or improve a home, with repayment terms that fit their income.',
    },
    products: {
      title: 'Our mortgage products',
      items: [
        'Home purchase loans for completed houses and apartments',
        'Construction loans released in stages as building progresses',
        'Home completion loans for part-built houses',
        'Home improvement and extension loans',
        'Diaspora mortgages, with repayments from abroad',
        'Land purchase finance in approved estates',
      ],
    },
    apply: {
      title: 'How to apply',
      steps: [
        'Talk to one of our mortgage officers about your plans and your budget.',
        'Provide proof of income (payslips or business accounts), bank statements, a valid ID, and the title documents or lease of the property or plot.',
        'We value the property and assess your application; you receive an offer letter.',
        'On acceptance and registration of the mortgage, the loan is disbursed.',
      ],
    },
  },
  fr: {
    about: {
      title: 'À propos de la société',
      text: 'The Home Finance Company of The Gambia est la filiale de crédit hypothécaire de Trust Bank Limited. Nous aidons les Gambiens, au pays comme dans la diaspora, à acheter, construire, achever ou améliorer un logement, avec des conditions de remboursement adaptées à leurs revenus.',
    },
    products: {
      title: 'Nos prêts immobiliers',
      items: [
        'Prêts pour l’achat de maisons et d’appartements achevés',
        'Prêts à la construction, débloqués par tranches selon l’avancement des travaux',
        'Prêts d’achèvement pour les maisons partiellement construites',
        'Prêts pour l’amélioration et l’agrandissement du logement',
        'Prêts immobiliers pour la diaspora, remboursables depuis l’étranger',
        'Financement de l’achat de terrains dans des lotissements agréés',
      ],
    },
    apply: {
      title: 'Comment faire une demande',
      steps: [
        'Parlez de votre projet et de votre budget avec l’un de nos chargés de prêts immobiliers.',
        'Fournissez un justificatif de revenus (bulletins de salaire ou comptes de votre entreprise), vos relevés bancaires, une pièce d’identité valide, ainsi que les titres de propriété ou le bail du bien ou de la parcelle.',
        'Nous évaluons le bien et étudions votre demande\u00a0; vous recevez une offre de prêt.',
        'Une fois l’offre acceptée et l’hypothèque inscrite, le prêt est décaissé.',
      ],
    },
  },
};

function HomeFinancePage() {
  const text = useLocalised(homeFinanceText);
  return (
    <ArticleLayout aside={<ContactCard contact={contact} />}>
      <Section title={text.about.title}>
        <p>{text.about.text}</p>
      </Section>
      <Section title={text.products.title}>
        <CheckList columns={2} items={text.products.items} />
      </Section>
      <Section title={text.apply.title}>
        <ol className="list-decimal space-y-2 pl-6">
          {text.apply.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default translatedPage({ en: contentPage(page, HomeFinancePage), fr: contentPage(pageFr, HomeFinancePage) });
