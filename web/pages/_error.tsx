import { STATUS_CODES } from 'node:http';
import type { NextPageContext, PageConfig } from 'next';
import Head from 'next/head';
import ErrorScreen from '@/components/layout/error-screen';
import { site } from '@/content/bank-details';

type Props = { statusCode: number };

/**
 * A public page in pages/ that fails (its CMS content unavailable and never fetched before): the spec's error screen
 * with the status, inside the page frame. The error itself is logged by Next on the server, never shown.
 */
function PublicPageError({ statusCode }: Props) {
  return (
    <>
      <Head>
        <title>{`Error | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorScreen detail={`${statusCode} ${STATUS_CODES[statusCode] ?? 'Error'}`} />
    </>
  );
}

PublicPageError.getInitialProps = ({ res, err }: NextPageContext): Props => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 500,
});

export const config: PageConfig = { unstable_runtimeJS: false };

export default PublicPageError;
