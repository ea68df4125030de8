import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

type ResponsiveImageProps = Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder' | 'blurDataURL'>;

/**
 * An optimised image (the same srcset, sizes and lazy loading as next/image) rendered as a plain <img>. next/image's
 * component is client JavaScript on every page that shows one; these images need no script at all. `preload` puts
 * the hero image in the document head, as next/image does.
 */
export default function ResponsiveImage(props: ResponsiveImageProps) {
  const { props: image } = getImageProps(props);
  if (props.preload) {
    preloadImage(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: image.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps returns the alt text
  return <img {...image} />;
}
