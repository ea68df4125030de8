import ArticleLayout from '@/components/content/article-layout';
import CheckList from '@/components/content/check-list';
import ContactCard from '@/components/content/contact-card';
import Section from '@/components/content/section';
import { subsidiaryContacts } from '@/content/subsidiary-contacts';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { sitePage } from '@/content/site-pages';

const contact = subsidiaryContacts.homefinance;

const page = {
  ...sitePage('/about/subsidiaries/homefinance'),
  eyebrow: 'Our subsidiaries',
  intro: 'Helping Gambian families own their homes.',
};

function HomeFinancePage() {
  return (
    <ArticleLayout aside={<ContactCard contact={contact} />}>
      <Section title="About the company">
        <p>
          The Home Finance Company of The Gambia is the mortgage finance subsidiary of Trust Bank Limited. We help Gambians at
          home and in the diaspora buy, build, complete or improve a home, with repayment terms that fit their income.
        </p>
      </Section>
      <Section title="Our mortgage products">
        <CheckList
          columns={2}
          items={[
            'Home purchase loans for completed houses and apartments',
            'Construction loans released in stages as building progresses',
            'Home completion loans for part-built houses',
            'Home improvement and extension loans',
            'Diaspora mortgages, with repayments from abroad',
            'Land purchase finance in approved estates',
          ]}
        />
      </Section>
      <Section title="How to apply">
        <ol className="list-decimal space-y-2 pl-6">
          <li>Talk to one of our mortgage officers about your plans and your budget.</li>
          <li>
            Provide proof of income (payslips or business accounts), bank statements, a valid ID, and the title documents or lease
            of the property or plot.
          </li>
          <li>We value the property and assess your application; you receive an offer letter.</li>
          <li>On acceptance and registration of the mortgage, the loan is disbursed.</li>
        </ol>
      </Section>
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, HomeFinancePage);
