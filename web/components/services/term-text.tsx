import { useTextLocale } from '@/components/ui/page-locale';
import { hasFrenchWording, termWording } from '@/lib/shared/term-wording';

/**
 * A product term's wording from the CMS inside a translated page: its French where it is known, else the editor's
 * English marked `lang="en"`, so the page never claims it is French.
 */
export default function TermText({ text }: { text: string }) {
  const locale = useTextLocale();
  if (locale === 'en' || hasFrenchWording(text)) return termWording(text, locale);
  return <span lang="en">{text}</span>;
}
