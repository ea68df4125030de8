import { site } from '@/content/bank-details';

type Reason = { title: string; text: string; path: string };

const reasons: readonly Reason[] = [
  {
    title: 'Experience',
    text: `Serving Gambian families and businesses since ${site.founded}, with ${site.staff} staff who know the country.`,
    path: 'M12 2 15 8.5l7 .9-5.1 4.8 1.3 6.9L12 17.8 5.8 21l1.3-6.9L2 9.4l7-.9Z',
  },
  {
    title: 'Speed',
    text: 'Quick account opening, ATM card replacement in no more than 3 working days, and fast transfers.',
    path: 'M13 2 4 14h7l-1 8 9-12h-7Z',
  },
  {
    title: 'Efficiency',
    text: 'Cheques of D50,000 and below clear through the ACH platform; larger ones through ACH/ACP and RTGS.',
    path: 'M12 3a9 9 0 1 0 9 9M12 7v5l3 3M21 3v6h-6',
  },
  {
    title: 'Services',
    text: 'Accounts, loans, international banking, e-banking and money transfer, all under one roof.',
    path: 'M3 7h18v13H3ZM8 7V4h8v3M3 12h18',
  },
  {
    title: 'Customer Support',
    text: `${site.locations} branches and a hotline ready to help, with channels open 24 hours a day, 7 days a week.`,
    path: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2Zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2Zm-3 2c0 3-2 4-5 4',
  },
  {
    title: 'Security',
    text: 'Trust Alerts on every transaction, PIN-protected cards and e-banking built to keep your money safe.',
    path: 'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5Zm-3 10 2 2 4-4',
  },
];

/** 'Why bank with us': six reasons. */
export default function WhyBankWithUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">Why {site.name}</p>
          <h2 id="why-heading" className="section-title mt-2">
            Why bank with us
          </h2>
          <p className="mt-4 text-slate-600">A Gambian bank built on trust, for customers who expect more.</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="card p-6 transition hover:shadow-md">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand text-accent">
                <svg
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  aria-hidden="true"
                >
                  <path d={reason.path} strokeLinejoin="round" strokeLinecap="round" />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand">{reason.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
