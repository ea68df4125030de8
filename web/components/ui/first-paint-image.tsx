import { getImageProps } from 'next/image';
import { useContext } from 'react';
import { preload as preloadImage } from 'react-dom';
import { INLINE_IMAGE_WIDTH as SMALL_SCREEN_MAX } from '@/lib/shared/inline-image-width';
import { InlineImages } from './inline-images';

/**
 * The picture a page's largest paint waits for on a phone (the home page's first banner, the newsroom's first card):
 * on screens up to 750 px its 750 px rendition, written into the HTML where the server could (InlineImages) so that
 * it needs no request of its own, else by URL; wider screens pick from the usual srcset. The same markup whether
 * inlined or not, so the island's render in the browser changes only `src`, and the browser keeps showing the picture
 * while it loads the same one by URL.
 */
export default function FirstPaintImage({ src, sizes: wanted }: { src: string; sizes: string }) {
  const inline = useContext(InlineImages)[src];
  const { props: image } = getImageProps({ src, alt: '', fill: true, sizes: wanted, fetchPriority: 'high', loading: 'eager' });
  const { srcSet = '', sizes, ...img } = image;
  const small =
    srcSet
      .split(', ')
      .map((candidate) => candidate.split(' '))
      .find(([, width]) => width === `${SMALL_SCREEN_MAX}w`)?.[0] ?? img.src;
  const wide = `(min-width: ${SMALL_SCREEN_MAX + 1}px)`;
  preloadImage(img.src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high', media: wide });
  if (!inline) preloadImage(small, { as: 'image', fetchPriority: 'high', media: `(max-width: ${SMALL_SCREEN_MAX}px)` });
  return (
    <picture>
      <source media={wide} srcSet={srcSet} sizes={sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- getImageProps gives the (empty) alt */}
      <img {...img} src={inline ?? small} className="object-cover" />
    </picture>
  );
}
