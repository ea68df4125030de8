import { contentPage } from '@/components/content/content-page';
import { translatedPage } from '@/components/content/translated-page';
import FraudPrevention from '@/components/fraud/fraud-prevention';
import { fraudMetadata, fraudMetadataFr } from '@/content/fraud';
import type { PageConfig } from 'next';

// /fraud and /fraud/types are the same page; both declare /fraud as the canonical URL.
const page = {
  title: fraudMetadata.title,
  description: fraudMetadata.description,
  path: fraudMetadata.canonicalPath,
  eyebrow: 'Fraud',
  intro:
    'Fraudsters are inventive, but a few simple habits keep your money safe. Learn the most common types of fraud and how to protect yourself.',
};

export const config: PageConfig = { unstable_runtimeJS: false };

const pageFr = {
  title: fraudMetadataFr.title,
  description: fraudMetadataFr.description,
  path: fraudMetadata.canonicalPath,
  eyebrow: 'Fraude',
  intro: fraudMetadataFr.intro,
};

export default translatedPage({ en: contentPage(page, FraudPrevention), fr: contentPage(pageFr, FraudPrevention) });
