import { exitPreviewHref } from '@/lib/server/preview';
import { previewMessages } from '@/lib/shared/public-messages';

/** Shown over every page rendered for the editors' preview, so a draft is never mistaken for the live site. */
export default function PreviewBar({ path }: { path: string }) {
  return (
    <div
      role="status"
      className="sticky top-0 z-[120] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm font-semibold text-slate-900"
    >
      <span>{previewMessages.bar}</span>
      <a href={exitPreviewHref(path)} className="underline underline-offset-2 hover:no-underline">
        {previewMessages.exit}
      </a>
    </div>
  );
}
