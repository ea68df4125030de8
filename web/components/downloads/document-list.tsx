import { formatDate, isoDate, sortNewestFirst } from '@/lib/shared/format';
import { messages } from '@/lib/shared/messages';
import type { DocumentEntry } from '@/lib/shared/cms-types';

type DocumentKind = 'reports' | 'form';

type DocumentListProps = {
  /** null when the list could not be loaded. */
  documents: readonly DocumentEntry[] | null;
  kind: DocumentKind;
};

/** What the list says when it is empty or could not be loaded (SPEC section 2's texts). */
const statusTexts: Record<DocumentKind, { empty: string; failed: string }> = {
  reports: { empty: messages.downloads.reportsEmpty, failed: messages.downloads.reportsFailed },
  form: { empty: messages.downloads.formsEmpty, failed: messages.downloads.formsFailed },
};

/** Download URL of a catalogue entry, through the site's /api proxy. */
export function downloadHref(kind: DocumentKind, filename: string): string {
  return `/api/download/${kind}/${encodeURIComponent(filename)}`;
}

/** Reports or forms, newest first, each with its category, upload date and a Download button. */
function DocumentList({ documents, kind }: DocumentListProps) {
  if (documents === null) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-5 font-semibold text-danger">
        {statusTexts[kind].failed}
      </p>
    );
  }
  if (documents.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-5 text-slate-600">{statusTexts[kind].empty}</p>;
  }
  return (
    <ul className="grid gap-4">
      {sortNewestFirst(documents, (doc) => doc.date_uploaded).map((doc) => (
        <li key={doc.filename} className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand"
              aria-hidden="true"
            >
              <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8">
                <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" />
                <path d="M14 2v6h6M8 13h8M8 17h5" />
              </svg>
            </span>
            <div>
              <h2 className="text-lg font-bold text-brand">{doc.category}</h2>
              <p className="mt-1 text-sm text-slate-600">
                {messages.downloads.uploadedOn('')}
                <time dateTime={isoDate(doc.date_uploaded)}>{formatDate(doc.date_uploaded)}</time>
              </p>
            </div>
          </div>
          <a href={downloadHref(kind, doc.filename)} download className="btn-primary shrink-0 self-start sm:self-auto">
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M12 3v12m0 0-4-4m4 4 4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
            </svg>
            {messages.downloads.download}
            <span className="sr-only">: {doc.category}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The body of /forms and /reports: one kind of document, newest first, in a reading-width column. */
export function documentsPageBody(kind: DocumentKind) {
  function DocumentsPageBody({ documents }: { documents: readonly DocumentEntry[] | null }) {
    return (
      <div className="container-page max-w-4xl py-12 md:py-16">
        <DocumentList documents={documents} kind={kind} />
      </div>
    );
  }
  return DocumentsPageBody;
}
