import type { ReactNode } from 'react';
import CheckList from '@/components/content/check-list';
import Section from '@/components/content/section';

/** The "Features and benefits" section every account page has: its list in two columns on wide screens. */
export default function FeaturesAndBenefits({ items, children }: { items: string[]; children?: ReactNode }) {
  return (
    <Section title="Features and benefits">
      <CheckList columns={2} items={items} />
      {children}
    </Section>
  );
}
