import FraudPrevention from '@/components/fraud/fraud-prevention';
import { fraudMetadata } from '@/content/fraud';
import type { PageConfig } from 'next';
import { publicPage } from '@/components/layout/page-meta';

// /fraud and /fraud/types are the same page; both declare /fraud as the canonical URL.
const meta = {
  title: fraudMetadata.title,
  description: fraudMetadata.description,
  path: fraudMetadata.canonicalPath,
};

function FraudPreventionPage() {
  return <FraudPrevention />;
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default publicPage(meta, FraudPreventionPage);
