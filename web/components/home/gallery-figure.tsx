import ResponsiveImage from '@/components/ui/responsive-image';
import type { GalleryImage } from '@/lib/shared/cms-types';

/** One gallery picture, the same in the static first paint and in the carousel. */
export default function GalleryFigure({ image, index }: { image: GalleryImage; index: number }) {
  return (
    <figure className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-200">
      <ResponsiveImage
        src={image.image_url}
        alt={image.alt_text ?? `Moment with the bank ${index + 1}`}
        fill
        sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
        className="object-cover transition-transform duration-700 hover:scale-105"
      />
    </figure>
  );
}
