import Link from '@/components/ui/link';
import { site } from '@/content/bank-details';
import AppStoreBadge from '@/components/layout/app-store-badge';
import { CheckIcon } from '@/components/layout/icons';

/** The download-the-app prompt beside the exchange rates on the home page. */
export default function AppPrompt() {
  return (
    <div className="on-dark relative flex h-full flex-col justify-between overflow-hidden rounded-2xl bg-brand p-8 text-white">
      <div aria-hidden="true" className="absolute -top-16 -right-16 h-56 w-56 rounded-full bg-accent/20" />
      <div aria-hidden="true" className="absolute -bottom-24 -left-10 h-64 w-64 rounded-full bg-white/5" />
      <div className="relative">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">Mobile banking</p>
        <h2 className="mt-2 text-2xl font-bold sm:text-3xl">Download the {site.name} app</h2>
        <p className="mt-4 max-w-md text-slate-100">
          Check your balance, see your last 15 transactions, transfer money and pay bills, wherever you are, 24 hours a day, 7
          days a week.
        </p>
        <ul className="mt-6 space-y-2 text-sm text-slate-100">
          {['Instant Trust Alerts on every transaction', 'Transfers between your accounts', 'Airtime and bill payments'].map(
            (feature) => (
              <li key={feature} className="flex items-center gap-2">
                <CheckIcon className="h-4 w-4 text-accent" />
                {feature}
              </li>
            ),
          )}
        </ul>
      </div>
      <div className="relative mt-8 flex flex-wrap gap-3">
        {site.appStores.map((store) => (
          <AppStoreBadge
            key={store.name}
            store={store}
            className="inline-flex items-center gap-3 rounded-lg bg-black px-4 py-2 text-white ring-1 ring-white/20 hover:ring-accent"
            nameClassName="font-semibold"
          />
        ))}
        <Link href="/services/e-banking/mobile-banking" className="btn-outline-light self-center">
          About mobile banking
        </Link>
      </div>
    </div>
  );
}
