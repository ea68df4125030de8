import FraudPrevention from '@/components/fraud/FraudPrevention';
import { fraudMetadata } from '@/content/fraud';
import { pageMetadata } from '@/lib/page-metadata';

// /fraud and /fraud/types are the same page; both declare /fraud as the canonical URL.
export const metadata = pageMetadata({
  title: fraudMetadata.title,
  description: fraudMetadata.description,
  path: fraudMetadata.canonicalPath,
});

export default function FraudPreventionPage() {
  return <FraudPrevention />;
}
