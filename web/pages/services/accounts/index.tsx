import Link from '@/components/ui/link';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import { servicePage } from '@/components/services/service-page';
import { serviceFamilies } from '@/content/service-overview';
import type { PageConfig } from 'next';
import LabelledSection from '@/components/content/labelled-section';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/accounts'),
  intro:
    'Whatever stage of life or business you are at, there is a Trust Bank account for you. Choose a family of services below, or use the menu to go straight to a product.',
};

/** The accounts overview: four service families (Retail, Corporate, Digital, Other) beside the service side menu. */
function AccountsOverviewSections() {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        {serviceFamilies.map((family) => (
          <LabelledSection
            key={family.group}
            title={family.name}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            headingClassName="text-xl font-semibold text-brand-dark"
          >
            <p className="mt-2 text-slate-700">{family.description}</p>
            <ul className="mt-4 space-y-1 border-t border-slate-200 pt-4">
              {family.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="group flex items-center justify-between rounded-md px-2 py-1.5 text-sm font-medium text-brand hover:bg-slate-50 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    {link.label}
                    <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
                      →
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </LabelledSection>
        ))}
      </div>
      <ServiceCallToAction heading="Not sure which account is right for you?">
        Our customer service officers will help you choose. Visit any branch or call us.
      </ServiceCallToAction>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default servicePage(page, AccountsOverviewSections);
