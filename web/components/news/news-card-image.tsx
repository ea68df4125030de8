import FirstPaintImage from '@/components/ui/first-paint-image';
import ResponsiveImage from '@/components/ui/responsive-image';
import type { NewsItem } from '@/lib/shared/cms-types';

const SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 33vw, 100vw';

/**
 * A news card's picture. The first cards of a page are above the fold on desktop: `eager` loads them at once. The
 * very first is the page's largest paint on a phone (`first`): written into the page where the server could, else
 * asked for from the head, ahead of the other pictures.
 */
export default function NewsCardImage({
  item,
  eager = false,
  first = false,
}: {
  item: NewsItem;
  eager?: boolean;
  first?: boolean;
}) {
  if (!item.image_url) return null;
  if (first) return <FirstPaintImage src={item.image_url} sizes={SIZES} />;
  return (
    <ResponsiveImage src={item.image_url} alt="" fill sizes={SIZES} loading={eager ? 'eager' : 'lazy'} className="object-cover" />
  );
}
