import Link from '@/components/ui/link';
import HeadOfficeMap from '@/components/contact/head-office-map';
import Island from '@/islands/island';
import ExternalLink from '@/components/layout/external-link';
import { headOfficeMap } from '@/config/head-office-map';
import { site } from '@/content/bank-details';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { telHref } from '@/lib/shared/tel-href';
import LabelledSection from '@/components/content/labelled-section';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/contact'),
  eyebrow: 'We are here to help',
  intro: 'Visit us, call us or write to us. Our customer service team will be glad to help.',
};

const cardClass = 'card p-6';
const labelClass = 'text-sm font-semibold uppercase tracking-wider text-accent-ink';
const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-dark';

function ContactPage() {
  const { address } = site;
  const mapProps = {
    src: headOfficeMap.embedUrl,
    title: `Map showing the ${site.name} head office, ${address.street}, ${address.city}`,
  };
  return (
    <div className="container-page grid grid-cols-1 gap-8 py-10 md:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <LabelledSection title="Contact details" className="space-y-4">
        <div className={cardClass}>
          <h3 className={labelClass}>Head office</h3>
          <address className="mt-2 text-lg not-italic text-slate-800">
            {site.legalName}
            <br />
            {address.street}
            <br />
            {address.city}, {address.country}
          </address>
        </div>

        <div className={cardClass}>
          <h3 className={labelClass}>Telephone</h3>
          <ul className="mt-2 space-y-1">
            <li>
              <a href={telHref(site.phone.main)} className={linkClass}>
                {site.phone.main}
              </a>{' '}
              <span className="text-slate-600">({site.phone.extensions.join(', ')})</span>
            </li>
            <li>
              <a href={telHref(site.office)} className={linkClass}>
                {site.office}
              </a>{' '}
              <span className="text-slate-600">(office)</span>
            </li>
          </ul>
        </div>

        <div className={cardClass}>
          <h3 className={labelClass}>Hotline — 24 hours</h3>
          <ul className="mt-2 space-y-1">
            {site.hotlines.map((number) => (
              <li key={number}>
                <a href={telHref(number)} className={linkClass}>
                  {number}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-600">
            For lost or stolen cards and suspected fraud. See{' '}
            <Link href="/fraud" className={linkClass}>
              Fraud Prevention
            </Link>
            .
          </p>
        </div>

        <div className={cardClass}>
          <h3 className={labelClass}>E-mail and web</h3>
          <ul className="mt-2 space-y-1">
            <li>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </li>
            <li>
              <a href={site.website} className={linkClass}>
                {site.website.replace(/^https?:\/\//, '')}
              </a>
            </li>
          </ul>
        </div>

        <div className={cardClass}>
          <h3 className={labelClass}>Opening hours</h3>
          <p className="mt-2 text-slate-700">
            Monday to Thursday: 8 a.m. to 4 p.m.
            <br />
            Friday: 8 a.m. to 12:30 p.m.
            <br />
            ATMs and mobile banking: 24 hours a day, 7 days a week.
          </p>
          <p className="mt-2 text-sm">
            <Link href="/about/branches" className={linkClass}>
              Find all {site.locations} branches
            </Link>
          </p>
        </div>
      </LabelledSection>

      <LabelledSection title="Find us" className="flex flex-col">
        <p className="mt-2 text-slate-700">
          Our head office is on {address.street} in the centre of {address.city}.
        </p>
        {/* The map is an extra: a text link stays below it, so the page works if the embed cannot load. */}
        <Island name="head-office-map" component={HeadOfficeMap} props={mapProps} />
        <p className="mt-3 text-sm">
          <ExternalLink href={headOfficeMap.linkUrl} className={linkClass}>
            Open the map on OpenStreetMap
          </ExternalLink>
        </p>
      </LabelledSection>
    </div>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, ContactPage);
