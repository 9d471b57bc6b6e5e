import { fireEvent, render, screen } from '@testing-library/react';
import {
  SupplyFinderFilter,
  type FinderDeviceData,
} from '@/components/supplies-finder/SupplyFinderFilter';
import { loadFinderLabels } from '@/components/supplies-finder/labels';

// The filter gets its words from its real label loader and the English messages.
jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);

const devices: FinderDeviceData[] = [
  { elementId: 'device-c3030', texts: ['ფერადი C3030', 'Colour MFP C3030', 'c3030'] },
  { elementId: 'device-m3030', texts: ['შავ-თეთრი M3030', 'Mono MFP M3030', 'm3030'] },
  { elementId: 'device-w1600', texts: ['ფართო W1600', 'Wide format W1600', 'w1600'] },
];

/** The island above the device list that the server rendered. */
async function show(search = '') {
  window.history.replaceState(null, '', `/gps-app/en/supplies/${search}`);
  const labels = await loadFinderLabels('en');
  return render(
    <>
      <SupplyFinderFilter
        devices={devices}
        suggestions={devices.map((device) => device.texts[1]!)}
        labels={labels}
      />
      <ul>
        {devices.map((device) => (
          <li key={device.elementId} id={device.elementId}>
            {device.texts[1]}
          </li>
        ))}
      </ul>
    </>,
  );
}
const field = () => screen.getByRole('combobox', { name: 'Device model' });
const listed = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('SupplyFinderFilter', () => {
  it('typing a model hides the devices it does not name and says how many are shown', async () => {
    await show();
    expect(screen.getByRole('status')).toHaveTextContent('3 of 3 devices');
    expect(field()).toHaveAccessibleDescription(/For example C3030/);
    fireEvent.change(field(), { target: { value: 'mfp 3030' } });
    expect(listed()).toEqual(['Colour MFP C3030', 'Mono MFP M3030']);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 devices');
    fireEvent.change(field(), { target: { value: 'W-1600' } });
    expect(listed()).toEqual(['Wide format W1600']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 devices');
  });

  it('says when no device matches', async () => {
    await show();
    fireEvent.change(field(), { target: { value: ' X9 ' } });
    expect(listed()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(
      "No device matches “X9”. Check the model on the device's label, or ask us.",
    );
  });

  it('opens on the model a link names (?model=)', async () => {
    await show('?model=C3030');
    expect(field()).toHaveValue('C3030');
    expect(listed()).toEqual(['Colour MFP C3030']);
  });
});
