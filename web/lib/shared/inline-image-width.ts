/**
 * The width of a page's inlined first picture (lib/server/inline-image.ts), and the widest screen (CSS px) that shows
 * it (components/ui/first-paint-image.tsx): one of the optimiser's device sizes (config/image-sizes.json), so a page
 * that loads the picture by URL asks for a rendition the optimiser makes.
 */
export const INLINE_IMAGE_WIDTH = 750;
