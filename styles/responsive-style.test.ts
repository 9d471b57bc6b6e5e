import { responsiveStyle } from '@/styles/responsive-style';
import { breakpoints, media } from '@/styles/tokens';

describe('media queries', () => {
  it('split phones from larger screens at the spec breakpoint, with no gap or overlap', () => {
    expect(media.mobile).toBe('screen and (max-width: 767px)');
    expect(media.desktop).toBe('screen and (min-width: 768px)');
    expect(breakpoints.desktop).toBe(768);
  });

  it('name the narrower phone and wide screen widths', () => {
    expect(media.smallPhone).toBe('screen and (max-width: 419px)');
    expect(media.narrowPhone).toBe('screen and (max-width: 359px)');
    expect(media.wide).toBe('screen and (min-width: 1024px)');
  });
});

describe('responsiveStyle', () => {
  it('keys each rule by its query', () => {
    expect(responsiveStyle({ mobile: { display: 'none' } })).toEqual({
      '@media': { [media.mobile]: { display: 'none' } },
    });
  });

  it('writes the queries in the order of media (a narrower phone after mobile), whatever the order given', () => {
    const style = responsiveStyle({
      narrowPhone: { gap: 2 },
      wide: { gap: 3 },
      mobile: { gap: 1 },
    });
    expect(Object.keys(style['@media'])).toEqual([media.mobile, media.wide, media.narrowPhone]);
  });

  it('leaves out the queries it is not given', () => {
    expect(responsiveStyle({})).toEqual({ '@media': {} });
  });
});
