import { CmsShapeError, decodeBannerSlide, decodeBranch, decodeCorrespondentBank, decodeList } from './decode';

describe('decoders of the editorial types', () => {
  it('turns numeric ids into strings', () => {
    expect(decodeBranch({ id: 7, name: 'Banjul', address: 'A', phone: '1' })).toMatchObject({ id: '7', name: 'Banjul' });
  });

  it('decodes banner buttons, tolerating a missing one', () => {
    const slide = decodeBannerSlide({
      id: 's',
      heading: 'H',
      button1: { label: 'Online Banking', link: '{ONLINE_BANKING_URL}' },
    });
    expect(slide.button1).toEqual({ label: 'Online Banking', link: '{ONLINE_BANKING_URL}' });
    expect(slide.button2).toEqual({ label: '', link: '' });
  });

  it('maps empty optional fields to null', () => {
    expect(decodeCorrespondentBank({ bank: 'B', zipcode: '', pobox: '  ' })).toMatchObject({ zipcode: null, pobox: null });
  });

  it('fails on a wrong shape instead of rendering nothing', () => {
    expect(() => decodeList({ data: [] }, decodeBranch, 'branches')).toThrow(CmsShapeError);
  });

  it('drops entries that are not objects', () => {
    expect(decodeList([null, 3, { id: 'a', name: 'N', address: 'A', phone: '1' }], decodeBranch, 'branches')).toHaveLength(1);
  });
});
