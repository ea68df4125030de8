import type { GalleryImage } from '@/lib/shared/cms-types';
import GalleryFigure from './gallery-figure';

/** The gallery's first paint: the first 1/2/3 pictures in the carousel's layout, until Swiper takes over. */
export default function GalleryStaticRow({ images }: { images: readonly GalleryImage[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {images.slice(0, 3).map((image, index) => (
        <li key={image.id || image.image_url} className={index === 0 ? '' : index === 1 ? 'hidden md:block' : 'hidden lg:block'}>
          <GalleryFigure image={image} index={index} />
        </li>
      ))}
    </ul>
  );
}
