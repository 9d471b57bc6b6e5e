import {
  devicesFor,
  isDevice,
  matchesDevice,
  modelKey,
  suppliesFor,
  supplyFinder,
} from '@/lib/supplies';

// A small catalogue: two devices, one with two supplies, one with none; a supply for a device
// the catalogue no longer has.
const products = [
  { id: 'mfp-c30', compatibleWith: [] },
  { id: 'printer-p40', compatibleWith: [] },
  { id: 'toner-c30', compatibleWith: ['mfp-c30'] },
  { id: 'drum-30', compatibleWith: ['mfp-c30', 'gone-device'] },
  { id: 'paper-a4', compatibleWith: ['mfp-c30', 'printer-p40'] },
];
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('supplies by device', () => {
  it("lists a device's supplies in catalogue order", () => {
    expect(ids(suppliesFor(products, 'mfp-c30'))).toEqual(['toner-c30', 'drum-30', 'paper-a4']);
    expect(ids(suppliesFor(products, 'printer-p40'))).toEqual(['paper-a4']);
    expect(suppliesFor(products, 'toner-c30')).toEqual([]);
  });

  it('lists the devices a supply fits, skipping ids the catalogue lacks', () => {
    expect(ids(devicesFor(products, products[3]!))).toEqual(['mfp-c30']);
    expect(ids(devicesFor(products, products[4]!))).toEqual(['mfp-c30', 'printer-p40']);
  });

  it('gives the finder every device with supplies, and only those', () => {
    const finder = supplyFinder(products);
    expect(finder.map((entry) => entry.device.id)).toEqual(['mfp-c30', 'printer-p40']);
    expect(ids(finder[0]!.supplies)).toEqual(['toner-c30', 'drum-30', 'paper-a4']);
  });
});

describe('matching a typed model', () => {
  const texts = ['ფერადი მრავალფუნქციური C3030', 'Colour MFP C3030', 'colour-mfp-c3030'];

  it('ignores case, spaces and dashes in model codes', () => {
    expect(modelKey('C-30 30')).toBe('c3030');
    for (const query of ['C3030', 'c3030', 'c 3030', 'C-3030', '3030', 'mfp c3030'])
      expect(matchesDevice(query, texts)).toBe(true);
  });

  it('matches Georgian words too, and every word must match', () => {
    expect(matchesDevice('ფერადი', texts)).toBe(true);
    expect(matchesDevice('C3030 mono', texts)).toBe(false);
    expect(matchesDevice('C4045', texts)).toBe(false);
  });

  it('shows every device for an empty or blank query, and treats markup as text', () => {
    expect(matchesDevice('', texts)).toBe(true);
    expect(matchesDevice('   ', texts)).toBe(true);
    expect(matchesDevice('<img src=x>', texts)).toBe(false);
  });
});

describe('devices for the service request', () => {
  it('are the products that are not supplies', () => {
    expect(isDevice({ type: 'multifunction', compatibleWith: [] })).toBe(true);
    expect(isDevice({ type: 'accessory', compatibleWith: [] })).toBe(true);
    expect(isDevice({ type: 'supply', compatibleWith: [] })).toBe(false);
    expect(isDevice({ type: 'accessory', compatibleWith: ['mfp-c30'] })).toBe(false);
  });
});
