import ArticleLayout from '@/components/content/article-layout';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import { site } from '@/content/bank-details';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import { termsContentPage } from '@/components/content/content-page';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/about/agm'),
  eyebrow: 'About us',
  intro: `Notice to the shareholders of ${site.legalName}.`,
};

const ordinaryBusiness = (perShare: string) => [
  'To receive and adopt the audited financial statements for the year ended 31 December 2024, together with the reports of the Directors and the Auditors thereon.',
  `To declare a final dividend of ${perShare}.`,
  'To re-elect Directors retiring by rotation who, being eligible, offer themselves for re-election.',
  'To approve the remuneration of the Directors.',
  'To re-appoint the Auditors and to authorise the Directors to fix their remuneration.',
];

function AgmPage({ terms }: TermsProps) {
  const { perShare, warrantHours } = terms.dividend;
  return (
    <ArticleLayout
      aside={
        <section aria-labelledby="dividend-heading" className="rounded-xl bg-brand p-6 text-white on-dark">
          <h2 id="dividend-heading" className="text-xl font-semibold">
            Dividend
          </h2>
          <p className="mt-3 text-3xl font-bold text-accent">{perShare}</p>
          <p className="text-white/85">final dividend</p>
          <p className="mt-4">
            Dividend warrants are collectable {warrantHours}, Monday to Friday, from the Share Registry at our head office,{' '}
            {site.address.street}, {site.address.city}.
          </p>
        </section>
      }
    >
      <Section title="Notice of meeting">
        <p>
          <strong>NOTICE IS HEREBY GIVEN</strong> that the Annual General Meeting of {site.legalName} will be held at the Sir
          Dawda Kairaba Jawara International Conference Centre, Bijilo, on Saturday 28 June 2025 at 10 a.m. to transact the
          business set out in the agenda below.
        </p>
      </Section>

      <Section title="Agenda">
        <h3 className="text-lg font-semibold text-brand-dark">Ordinary business</h3>
        <ol className="list-decimal space-y-2 pl-6">
          {ordinaryBusiness(perShare).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <h3 className="text-lg font-semibold text-brand-dark">Any other business</h3>
        <p>To transact any other business that may properly be transacted at an Annual General Meeting.</p>
      </Section>

      <Section title="Final dividend">
        <p>
          The Board of Directors has recommended a final dividend of {perShare} for the year ended 31 December 2024, payable to
          shareholders whose names appear in the register of members at the close of business on the qualifying date. Subject to
          approval at the meeting, warrants are collectable {warrantHours} on working days at the Share Registry, head office,{' '}
          {site.address.street}, {site.address.city}. Please bring a valid ID and your share certificate or shareholder number.
        </p>
      </Section>

      <Section title="Proxies and attendance">
        <p>
          A member entitled to attend and vote may appoint a proxy to attend and vote instead of him or her. A proxy need not be a
          member of the company. Proxy forms must be deposited at the registered office, {site.address.street},{' '}
          {site.address.city}, at least 48 hours before the time of the meeting. Copies of the annual report are available at all
          our branches and on our <TextLink href="/reports">reports</TextLink> page.
        </p>
        <p className="text-sm text-slate-500">By order of the Board — Company Secretary, {site.address.city}.</p>
      </Section>
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsContentPage(page, AgmPage);
