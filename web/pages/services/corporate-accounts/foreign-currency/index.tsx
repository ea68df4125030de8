import TextLink from '@/components/content/text-link';
import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import ServiceLayout from '@/components/services/service-layout';
import { withProductTerms, type TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/cms/product-terms-props';
import type { PageConfig } from 'next';
import { publicPage } from '@/components/layout/page-meta';

const meta = {
  title: 'Foreign Currency Accounts',
  description:
    'Hold US dollars, euros and pounds sterling at Trust Bank: foreign currency accounts in USD, EUR and GBP for individuals and businesses.',
  path: '/services/corporate-accounts/foreign-currency',
};

/** Names of the currencies the site knows; another code an editor adds shows as its code. */
const currencyNames: Readonly<Record<string, string>> = {
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'Pound sterling',
};

function ForeignCurrencyPage({ terms }: TermsProps) {
  return (
    <ServiceLayout
      title="Foreign Currency Accounts"
      intro="Receive, hold and pay in the currencies your business and family use, without converting every time."
    >
      <Section title="Accounts in three major currencies">
        <p>
          Foreign currency accounts are available in {terms.foreignCurrencies.join(', ')}. They suit importers and exporters, NGOs
          and projects funded from abroad, and families who receive remittances from the diaspora.
        </p>
        <KeyFacts facts={terms.foreignCurrencies.map((code) => ({ label: currencyNames[code] ?? code, value: code }))} />
      </Section>

      <Section title="Features and benefits">
        <CheckList
          columns={2}
          items={[
            'Receive international transfers directly, without conversion',
            'Pay foreign suppliers by SWIFT through our correspondent banks',
            'Protect your savings against exchange-rate movements',
            'Convert to dalasi at our daily exchange rates when you need to',
            'Current or savings options for individuals and companies',
            'Cash withdrawals in the account currency, subject to availability',
          ]}
        />
        <p>
          See today’s <TextLink href="/services/exchange-rates">exchange rates</TextLink> and our{' '}
          <TextLink href="/services/correspondent-banking">correspondent banks</TextLink>.
        </p>
      </Section>

      <Section title="What you need">
        <CheckList
          items={[
            'A completed account opening form',
            'A valid ID (individuals) or company registration documents (businesses)',
            'Two recent passport-size photographs of each signatory',
            'An opening deposit in the account currency',
          ]}
        />
      </Section>

      <ServiceCallToAction heading="Open a foreign currency account" />
    </ServiceLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default publicPage(meta, withProductTerms(ForeignCurrencyPage, meta.title));
