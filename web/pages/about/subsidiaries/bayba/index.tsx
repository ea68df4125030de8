import ArticleLayout from '@/components/content/article-layout';
import CheckList from '@/components/content/check-list';
import ContactCard from '@/components/content/contact-card';
import Section from '@/components/content/section';
import { subsidiaryContacts } from '@/content/subsidiary-contacts';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { sitePage } from '@/content/site-pages';

const contact = subsidiaryContacts.bayba;

const page = {
  ...sitePage('/about/subsidiaries/bayba'),
  eyebrow: 'Our subsidiaries',
  intro: 'Money transfers you can trust — at home and from abroad.',
};

function BaybaPage() {
  return (
    <ArticleLayout aside={<ContactCard contact={contact} />}>
      <Section title="Who we are">
        <p>
          {contact.name} is the money transfer subsidiary of Trust Bank Limited. Remittances from Gambians living in Europe, the
          United States and across Africa are a lifeline for many families, and Bayba makes sure the money arrives quickly, safely
          and in full.
        </p>
        <p>
          Through our own outlets, the Trust Bank branch network and partner agents in every region, recipients can collect cash
          close to home — from Banjul and the Kombos to Farafenni, Soma and Basse.
        </p>
      </Section>
      <Section title="Our services">
        <CheckList
          columns={2}
          items={[
            'Inbound international money transfers, paid in cash or to a bank account',
            'Outbound transfers to neighbouring countries and beyond',
            'Domestic transfers between regions of The Gambia',
            'Payout through our international remittance partners',
            'Foreign-exchange services at competitive rates',
            'Extended opening hours, including Saturdays',
          ]}
        />
      </Section>
      <Section title="Receiving money">
        <ol className="list-decimal space-y-2 pl-6">
          <li>Ask the sender for the transfer reference number (MTCN or PIN) and the exact amount sent.</li>
          <li>Visit any Bayba outlet or Trust Bank branch with a valid ID card or passport.</li>
          <li>Give the reference number and the sender’s name, and collect your money.</li>
        </ol>
        <p>
          Never share a transfer reference with anyone other than the person you are sending money to, and be wary of anyone who
          asks you to send money to claim a prize or a job.
        </p>
      </Section>
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, BaybaPage);
