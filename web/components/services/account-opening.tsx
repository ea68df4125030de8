import type { ReactNode } from 'react';
import CheckList from '@/components/content/check-list';
import Section from '@/components/content/section';
import ServiceCallToAction from './service-call-to-action';
import { useLocalised } from '@/components/ui/page-locale';
import { serviceWords } from '@/lib/shared/service-words';

type AccountOpeningProps = {
  /** The account, as in "Open a savings account"; or the whole heading (a French page: "Ouvrir un compte d’épargne"). */
  account: string | { heading: string };
  /** What a customer brings to a branch to open it. */
  requirements: string[];
  /** The section's heading. */
  title?: string;
  /** Said before the list, e.g. who may open the account. */
  children?: ReactNode;
};

/** The close of every account page: what to bring to open the account, then the call to open it. */
export default function AccountOpening({ account, requirements, title, children }: AccountOpeningProps) {
  const words = useLocalised(serviceWords);
  return (
    <>
      <Section title={title ?? words.whatYouNeed}>
        {children}
        <CheckList items={requirements} />
      </Section>
      <ServiceCallToAction heading={typeof account === 'string' ? `Open a ${account}` : account.heading} />
    </>
  );
}
