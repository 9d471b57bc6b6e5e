import { mapLinks } from '@/lib/map-links';

const place = { name: 'Print Centre', address: '1 Example Avenue, Tbilisi, Georgia' };

describe('map links', () => {
  it('pin the coordinates in Google Maps, Apple Maps and Yandex', () => {
    const links = mapLinks({ ...place, geo: { lat: 41.7247, lng: 44.7727 } });
    const google = new URL(links.google);
    expect(google.origin + google.pathname).toBe('https://www.google.com/maps/search/');
    expect(google.searchParams.get('api')).toBe('1');
    expect(google.searchParams.get('query')).toBe('41.7247,44.7727');

    const apple = new URL(links.apple);
    expect(apple.origin).toBe('https://maps.apple.com');
    expect(apple.searchParams.get('ll')).toBe('41.7247,44.7727');
    expect(apple.searchParams.get('q')).toBe('Print Centre');

    const yandex = new URL(links.yandex);
    expect(yandex.origin + yandex.pathname).toBe('https://yandex.com/maps/');
    expect(yandex.searchParams.get('pt')).toBe('44.7727,41.7247'); // longitude first
  });

  it('search the address when there are no coordinates, Georgian script included', () => {
    const georgian = { name: 'ბეჭდვის ცენტრი', address: 'ვაჟა-ფშაველას გამზირი 1, თბილისი' };
    const links = mapLinks(georgian);
    expect(new URL(links.google).searchParams.get('query')).toBe(georgian.address);
    expect(new URL(links.apple).searchParams.get('address')).toBe(georgian.address);
    expect(new URL(links.yandex).searchParams.get('text')).toBe(georgian.address);
  });

  it('keeps negative coordinates and encodes names with & and spaces', () => {
    const links = mapLinks({ name: 'A & B', address: '', geo: { lat: -33.9, lng: -70.5 } });
    expect(new URL(links.yandex).searchParams.get('pt')).toBe('-70.5,-33.9');
    expect(new URL(links.apple).searchParams.get('q')).toBe('A & B');
    for (const url of Object.values(links)) expect(url).toMatch(/^https:\/\//);
  });
});
