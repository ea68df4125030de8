import TextLink from '@/components/content/text-link';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import AccountOpening from '@/components/services/account-opening';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import { accountRequirements } from '@/content/account-requirements';
import FeaturesAndBenefits from '@/components/services/features-and-benefits';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/corporate-accounts/foreign-currency'),
  intro: 'Receive, hold and pay in the currencies your business and family use, without converting every time.',
};

/** Names of the currencies the site knows; another code an editor adds shows as its code. */
const currencyNames: Readonly<Record<string, string>> = {
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'Pound sterling',
};

function ForeignCurrencySections({ terms }: TermsProps) {
  return (
    <>
      <Section title="Accounts in three major currencies">
        <p>
          Foreign currency accounts are available in {terms.foreignCurrencies.join(', ')}. They suit importers and exporters, NGOs
          and projects funded from abroad, and families who receive remittances from the diaspora.
        </p>
        <KeyFacts facts={terms.foreignCurrencies.map((code) => ({ label: currencyNames[code] ?? code, value: code }))} />
      </Section>

      <FeaturesAndBenefits
        items={[
          'Receive international transfers directly, without conversion',
          'Pay foreign suppliers by SWIFT through our correspondent banks',
          'Protect your savings against exchange-rate movements',
          'Convert to dalasi at our daily exchange rates when you need to',
          'Current or savings options for individuals and companies',
          'Cash withdrawals in the account currency, subject to availability',
        ]}
      >
        <p>
          See today’s <TextLink href="/services/exchange-rates">exchange rates</TextLink> and our{' '}
          <TextLink href="/services/correspondent-banking">correspondent banks</TextLink>.
        </p>
      </FeaturesAndBenefits>

      <AccountOpening
        account="foreign currency account"
        requirements={[
          accountRequirements.openingForm,
          'A valid ID (individuals) or company registration documents (businesses)',
          'Two recent passport-size photographs of each signatory',
          'An opening deposit in the account currency',
        ]}
      />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsServicePage(page, ForeignCurrencySections);
