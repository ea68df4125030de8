import type { PageConfig } from 'next';

// /fraud/types is the same page as /fraud (spec), with /fraud as its canonical URL.
export { default } from '@/pages/fraud';

export const config: PageConfig = { unstable_runtimeJS: false };
