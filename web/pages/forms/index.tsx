import DocumentList from '@/components/downloads/document-list';
import { getForms } from '@/lib/cms';
import { messages } from '@/lib/messages';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { publicPageProps } from '@/lib/cms/page-props';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/forms'),
  eyebrow: 'Downloads',
  intro: 'Download a form, fill it in and bring it to any of our branches. Newest forms first.',
};

export const getStaticProps = publicPageProps(async () => ({ forms: await getForms() }), { forms: null });

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function FormsPage({ forms }: Props) {
  return (
    <div className="container-page max-w-4xl py-12 md:py-16">
      <DocumentList
        documents={forms}
        kind="form"
        emptyText={messages.downloads.formsEmpty}
        failedText={messages.downloads.formsFailed}
      />
    </div>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, FormsPage);
