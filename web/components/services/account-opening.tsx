import type { ReactNode } from 'react';
import CheckList from '@/components/content/check-list';
import Section from '@/components/content/section';
import ServiceCallToAction from './service-call-to-action';

type AccountOpeningProps = {
  /** The account, as in "Open a savings account". */
  account: string;
  /** What a customer brings to a branch to open it. */
  requirements: string[];
  /** The section's heading. */
  title?: string;
  /** Said before the list, e.g. who may open the account. */
  children?: ReactNode;
};

/** The close of every account page: what to bring to open the account, then the call to open it. */
export default function AccountOpening({ account, requirements, title = 'What you need', children }: AccountOpeningProps) {
  return (
    <>
      <Section title={title}>
        {children}
        <CheckList items={requirements} />
      </Section>
      <ServiceCallToAction heading={`Open a ${account}`} />
    </>
  );
}
