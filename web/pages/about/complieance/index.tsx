import ArticleLayout from '@/components/content/article-layout';
import CheckList from '@/components/content/check-list';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import { site } from '@/content/bank-details';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/about/complieance'),
  eyebrow: 'About us',
  intro:
    'Trust is earned by doing things right. Our compliance framework protects our customers, the Bank and the Gambian financial system.',
};

function CompliancePage() {
  return (
    <ArticleLayout>
      <Section title="Our commitment">
        <p>
          {site.legalName} is licensed and supervised by the Central Bank of The Gambia. We comply with the Banking Act, the
          Anti-Money Laundering and Combating of Terrorist Financing Act, the directives of the Central Bank and the Financial
          Intelligence Unit of The Gambia, and with the international standards of the Financial Action Task Force (FATF). The
          Board of Directors approves our compliance policy and reviews it every year.
        </p>
      </Section>

      <Section title="Anti-money laundering and countering the financing of terrorism">
        <p>
          We do not knowingly accept, hold or transfer the proceeds of crime or funds intended to finance terrorism. Every member
          of staff is trained to recognise and report suspicious activity, and a dedicated Money Laundering Reporting Officer
          reports suspicious transactions to the Financial Intelligence Unit.
        </p>
        <CheckList
          items={[
            'Risk-based monitoring of accounts and transactions',
            'Enhanced due diligence for politically exposed persons and high-risk customers',
            'Screening against the United Nations and other applicable sanctions lists',
            'Record keeping for at least five years after the end of a relationship',
          ]}
        />
      </Section>

      <Section title="Know your customer">
        <p>
          Before opening an account we verify the identity and address of every customer and, for companies, their directors and
          beneficial owners. From time to time we will ask you to update your details — please help us by bringing a valid ID when
          we ask. This protects you against identity theft and keeps your account secure.
        </p>
      </Section>

      <Section title="Data protection and confidentiality">
        <p>
          Customer information is confidential. We use it only to provide our services and to meet our legal obligations, and we
          share it only where the law requires or you have agreed.
        </p>
      </Section>

      <Section title="Whistleblowing and complaints">
        <p>
          Staff, customers and suppliers can raise concerns about misconduct in confidence, without fear of reprisal. To report a
          concern or make a complaint, write to <TextLink href={`mailto:${site.email}`}>{site.email}</TextLink> marked “For the
          attention of the Head of Compliance”, or call {site.phone.main}.
        </p>
      </Section>
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, CompliancePage);
