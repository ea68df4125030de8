import type { ReactNode } from 'react';
import CheckList from '@/components/content/check-list';
import Section from '@/components/content/section';
import { useLocalised } from '@/components/ui/page-locale';
import { serviceWords } from '@/lib/shared/service-words';

/** The "Features and benefits" section every account page has: its list in two columns on wide screens. */
export default function FeaturesAndBenefits({ items, children }: { items: string[]; children?: ReactNode }) {
  const words = useLocalised(serviceWords);
  return (
    <Section title={words.featuresAndBenefits}>
      <CheckList columns={2} items={items} />
      {children}
    </Section>
  );
}
