import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import FeaturesAndBenefits from '@/components/services/features-and-benefits';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/corporate-accounts/corporate-current'),
  intro:
    'Banking for companies, partnerships, NGOs, embassies and public institutions — with a named banker who knows your business.',
};

function CorporateCurrentSections({ terms }: TermsProps) {
  const { threshold, channels } = terms.chequeClearing;
  return (
    <>
      <Section title="Your own relationship manager">
        <p>
          {terms.corporateRelationshipManager} Your relationship manager is your single point of contact for account operations,
          trade and foreign-exchange transactions, credit facilities and cash management, and works with you to structure
          solutions that fit your cash cycle.
        </p>
        <KeyFacts
          facts={[
            { label: 'Relationship', value: 'A Corporate Relationship Manager per client' },
            { label: `Cheques above ${threshold}`, value: `Cleared through ${channels}` },
            { label: 'Currencies', value: terms.foreignCurrencies.join(', ') + ' and dalasi' },
          ]}
        />
      </Section>

      <FeaturesAndBenefits
        items={[
          'Multiple signatory mandates to match your internal controls',
          'Bulk salary payments for your staff',
          `Same-day high-value payments: cheques above ${threshold} go through ${channels}`,
          'Overdrafts, loans, guarantees and trade finance',
          'Foreign currency accounts for importers and exporters',
          'Trust Alerts and e-statements for your finance team',
        ]}
      />

      <Section title="Documents required">
        <CheckList
          items={[
            'Certificate of incorporation or business registration',
            'Memorandum and articles of association, or the constitution of the organisation',
            'A board resolution to open the account and naming the signatories',
            'Valid IDs and photographs of the directors and signatories',
            'Taxpayer identification number (TIN)',
            'Proof of business address',
          ]}
        />
      </Section>

      <ServiceCallToAction heading="Talk to our corporate banking team">
        Call us or visit our head office at 3-4 Ecowas Avenue, Banjul, and we will introduce you to your Corporate Relationship
        Manager.
      </ServiceCallToAction>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsServicePage(page, CorporateCurrentSections);
