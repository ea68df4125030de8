import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import { termsServicePage } from '@/components/services/service-page';
import { site } from '@/content/bank-details';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import { miniStatementFact } from '@/components/services/term-facts';
import ExternalLink from '@/components/layout/external-link';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/e-banking/mobile-banking'),
  intro:
    'Your bank in your pocket. Check balances, move money and pay bills from anywhere in The Gambia or abroad, 24 hours a day, 7 days a week.',
};

function MobileBankingSections({ terms }: TermsProps) {
  const { oneTimeCodeDigits, pinDigits } = terms.atmPin;
  const { transactions } = terms.miniStatement;
  return (
    <>
      <Section title="What you can do">
        <CheckList
          columns={2}
          items={[
            'Check the balance of all your accounts',
            `Request a mini statement: the last ${transactions} transactions`,
            'Transfer between your own Trust Bank accounts',
            'Send money to other Trust Bank customers',
            'Pay NAWEC electricity and water bills and buy airtime',
            'Request a cheque book or stop a cheque',
          ]}
        />
        <KeyFacts
          facts={[
            { label: 'Availability', value: '24 hours a day, 7 days a week' },
            miniStatementFact(terms),
            { label: 'Monthly e-banking fee', value: 'D15.00 on savings and current accounts' },
          ]}
        />
      </Section>

      <Section title="Setting up your ATM PIN">
        <p>
          When you collect a new or replacement Trust Bank ATM card you set your own PIN — no PIN mailer, nothing written down.
          ATM PIN setup uses a {oneTimeCodeDigits}-digit one-time code and a {pinDigits}-digit PIN.
        </p>
        <ol className="list-decimal space-y-2 pl-6">
          <li>Make sure the mobile number registered on your account is switched on and with you.</li>
          <li>
            Insert your new card at any Trust Bank ATM and choose <strong>PIN setup</strong>. We send a {oneTimeCodeDigits}-digit
            one-time code to your phone by SMS.
          </li>
          <li>Enter the {oneTimeCodeDigits}-digit one-time code on the ATM screen. It is valid for a few minutes only.</li>
          <li>
            Choose a {pinDigits}-digit PIN, then enter it a second time to confirm. Avoid birthdays and simple sequences such as
            1234.
          </li>
          <li>Your card is ready: withdraw cash, check your balance or change your PIN at any time.</li>
        </ol>
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          Trust Bank staff will never ask for your one-time code or your PIN — not by phone, SMS, e-mail or social media. If
          anyone does, call our hotline on {site.hotlines[0]}.
        </p>
      </Section>

      <Section title="Getting started">
        <ol className="list-decimal space-y-2 pl-6">
          <li>Download the Trust Bank app from the App Store or Google Play.</li>
          <li>Register at your branch with a valid ID and the mobile number you want to link.</li>
          <li>Activate the app with the code sent to your phone and create your login.</li>
        </ol>
        <p>
          Read our advice on <TextLink href="/fraud/security-for-ebanking">security for e-banking</TextLink> before you start, and
          sign up for <TextLink href="/services/trust-alerts">Trust Alerts</TextLink> to be told about every transaction.
        </p>
        <div className="flex flex-wrap gap-3">
          {site.appStores.map((store) => (
            <ExternalLink
              key={store.name}
              href={store.href}
              className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              Get it on {store.name}
            </ExternalLink>
          ))}
        </div>
      </Section>

      <ServiceCallToAction heading="Register for mobile banking" />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsServicePage(page, MobileBankingSections);
