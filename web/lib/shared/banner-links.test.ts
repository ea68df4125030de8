import { firstSlideDelay, resolveBannerLinks } from './banner-links';
import { bannerSlide } from './cms-test-fixtures';

const slide = bannerSlide({
  id: 's1',
  heading: 'Welcome',
  subheading: 'Since 1997',
  description: 'Text',
  image_url: '/uploads/banner.webp',
});

describe('resolveBannerLinks', () => {
  it('substitutes the configured Online Banking URL', () => {
    const [resolved] = resolveBannerLinks([slide], 'https://ibank.example.gm');
    expect(resolved.button1.link).toBe('https://ibank.example.gm');
    expect(resolved.button2.link).toBe('/services/e-banking/atm');
  });

  it('leaves the input untouched', () => {
    resolveBannerLinks([slide], 'https://x');
    expect(slide.button1.link).toBe('{ONLINE_BANKING_URL}');
  });
});

describe('firstSlideDelay', () => {
  it('puts the first change 10 s after the page started, however late the carousel loaded', () => {
    expect(firstSlideDelay(0)).toBe(10_000);
    expect(firstSlideDelay(5_000)).toBe(5_000);
    expect(firstSlideDelay(8_250.4)).toBe(1_750);
  });

  it('waits at least a second when the carousel arrives late (a visitor reached for it, or a slow phone)', () => {
    expect(firstSlideDelay(9_800)).toBe(1_000);
    expect(firstSlideDelay(60_000)).toBe(1_000);
  });
});
