import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/international-banking'),
  intro: 'Connecting Gambian businesses and families to the world: trade finance, international transfers and foreign exchange.',
};

function InternationalBankingSections({ terms }: TermsProps) {
  return (
    <>
      <Section title="Trade finance">
        <p>
          Importers and exporters rely on our trade services team to make cross-border trade safe. We issue and advise letters of
          credit, handle documentary collections and provide banker’s indemnities and guarantees.
        </p>
        <CheckList
          columns={2}
          items={[
            'Import and export letters of credit',
            'Documentary collections',
            'Banker’s indemnities for the early release of goods',
            'Advance payment and performance guarantees',
          ]}
        />
      </Section>

      <Section title="International transfers">
        <p>
          Send and receive funds worldwide through SWIFT and our network of{' '}
          <TextLink href="/services/correspondent-banking">correspondent banks</TextLink> in Europe, the Americas and Africa. Our
          subsidiary <TextLink href="/about/subsidiaries/bayba">Bayba Financial Services</TextLink> pays out money transfers from
          the diaspora.
        </p>
        <KeyFacts
          facts={[
            { label: 'Foreign currency accounts', value: terms.foreignCurrencies.join(', ') },
            { label: 'Network', value: 'SWIFT and correspondent banks' },
          ]}
        />
      </Section>

      <Section title="Foreign exchange">
        <p>
          Buy and sell major currencies at competitive rates at all branches. Corporate clients can agree rates for larger amounts
          through their relationship manager. Check today’s <TextLink href="/services/exchange-rates">exchange rates</TextLink>,
          or open a <TextLink href="/services/corporate-accounts/foreign-currency">foreign currency account</TextLink>.
        </p>
      </Section>

      <ServiceCallToAction heading="Talk to our international banking team" />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsServicePage(page, InternationalBankingSections);
