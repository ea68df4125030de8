import ResponsiveImage from '@/components/ui/responsive-image';
import FirstPaintImage from '@/components/ui/first-paint-image';
import ExternalLink from '@/components/layout/external-link';
import type { BannerSlide } from '@/lib/shared/cms-types';

/**
 * One banner slide. Rendered alone on the server (the page's first paint and LCP) and then by the carousel,
 * with identical markup so the switch does not move anything.
 */
export default function HeroSlide({ slide, first }: { slide: BannerSlide; first: boolean }) {
  return (
    <div className="relative flex min-h-[34rem] items-center sm:min-h-[36rem] lg:min-h-[38rem]">
      {slide.image_url && first ? <FirstPaintImage src={slide.image_url} sizes="100vw" /> : null}
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
