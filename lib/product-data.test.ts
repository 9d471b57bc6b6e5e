import { devicesPath, parseDevices } from '@/lib/product-data';

describe('devicesPath', () => {
  it('names the JSON of the page language under the base path', () => {
    expect(devicesPath('ka')).toBe('/gps-app/product-data/ka/devices.json');
    expect(devicesPath('en')).toBe('/gps-app/product-data/en/devices.json');
  });
});

describe('parseDevices', () => {
  it('keeps the devices of a well-formed list, in order', () => {
    const devices = [
      { id: 'colour-mfp-c3030', name: 'Colour MFP C3030' },
      { id: 'mono-printer-p4045', name: 'P4045' },
    ];
    expect(parseDevices({ devices })).toEqual(devices);
  });

  it('drops entries that are not devices, and reads anything else as no list', () => {
    expect(
      parseDevices({
        devices: [{ id: 'a', name: 'A' }, { id: 1, name: 'B' }, null, 'c', { id: 'd' }],
      }),
    ).toEqual([{ id: 'a', name: 'A' }]);
    expect(parseDevices(null)).toEqual([]);
    expect(parseDevices('<html>proxy error</html>')).toEqual([]);
    expect(parseDevices({ devices: 'all' })).toEqual([]);
  });
});
