import { getImageProps } from 'next/image';
import { useContext } from 'react';
import { preload as preloadImage } from 'react-dom';
import ResponsiveImage from '@/components/ui/responsive-image';
import ExternalLink from '@/components/layout/external-link';
import type { BannerSlide } from '@/lib/shared/cms-types';
import { INLINE_IMAGE_WIDTH as SMALL_SCREEN_MAX } from '@/lib/shared/inline-image-width';
import { InlineImages } from './inline-images';

/**
 * The first slide's picture, the page's largest paint: on screens up to 750 px the 750 px rendition, written into
 * the HTML where the server could (InlineImages) so that it needs no request of its own, else by URL; wider screens
 * pick from the usual srcset. The same markup whether inlined or not, so the island's render changes only `src`,
 * and the browser keeps showing the picture while it loads the same one by URL.
 */
function FirstSlideImage({ src }: { src: string }) {
  const inline = useContext(InlineImages)[src];
  const { props: image } = getImageProps({ src, alt: '', fill: true, sizes: '100vw', fetchPriority: 'high', loading: 'eager' });
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

/**
 * One banner slide. Rendered alone on the server (the page's first paint and LCP) and then by the carousel,
 * with identical markup so the switch does not move anything.
 */
export default function HeroSlide({ slide, first }: { slide: BannerSlide; first: boolean }) {
  return (
    <div className="relative flex min-h-[34rem] items-center sm:min-h-[36rem] lg:min-h-[38rem]">
      {slide.image_url && first ? <FirstSlideImage src={slide.image_url} /> : null}
      {slide.image_url && !first ? (
        <ResponsiveImage src={slide.image_url} alt="" fill sizes="100vw" loading="lazy" className="object-cover" />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-r from-brand-dark/95 via-brand-dark/75 to-brand-dark/20"
      />
      <div className="relative container-page pt-14 pb-28 text-white">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">{slide.subheading}</p>
          <h2 className="mt-3 text-3xl leading-tight font-extrabold sm:text-5xl">{slide.heading}</h2>
          <p className="mt-5 text-base leading-relaxed text-slate-100 sm:text-lg">{slide.description}</p>
          <div className="on-dark mt-8 flex flex-wrap gap-3">
            {slide.button1.label && slide.button1.link ? (
              <ExternalLink href={slide.button1.link} className="btn-accent px-6 py-3 text-base">
                {slide.button1.label}
              </ExternalLink>
            ) : null}
            {slide.button2.label && slide.button2.link ? (
              <ExternalLink href={slide.button2.link} className="btn-outline-light px-6 py-3 text-base">
                {slide.button2.label}
              </ExternalLink>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
