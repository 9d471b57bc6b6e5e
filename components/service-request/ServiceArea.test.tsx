import { fireEvent, render, screen, within } from '@testing-library/react';
import { ServiceArea } from '@/components/service-request/ServiceArea';
import { UrgencyChoice } from '@/components/service-request/UrgencyChoice';
import { CitySelect } from '@/components/service-request/CitySelect';
import { urgencies } from '@/components/service-request/serviceRequest';
import messages from '@/messages/en.json';

const area = {
  cities: [
    { name: { ka: 'თბილისი', en: 'Tbilisi' }, note: { ka: 'უფასოდ', en: 'No call-out fee' } },
    { name: { ka: 'ბათუმი', en: 'Batumi' } },
  ],
  terms: { ka: ['პირობები'], en: ['Visits to other cities are agreed by phone.'] },
};

describe('ServiceArea', () => {
  it('lists the cities with their notes and the terms, in the page language', () => {
    render(<ServiceArea locale="ka" area={area} heading="სად" />);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['თბილისი — უფასოდ', 'ბათუმი']);
    expect(screen.getByText('პირობები')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'სად' })).toBeInTheDocument();
  });
});

describe('UrgencyChoice', () => {
  it('offers every urgency as a radio button, the chosen one checked', () => {
    const onValue = jest.fn();
    const labels = messages.ServiceRequestForm.urgencies;
    render(<UrgencyChoice legend="How urgent?" value="normal" labels={labels} onValue={onValue} />);
    const group = screen.getByRole('group', { name: 'How urgent?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(urgencies.length);
    expect(screen.getByRole('radio', { name: labels.normal })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: labels.urgent }));
    expect(onValue).toHaveBeenCalledWith('urgent');
  });
});

describe('CitySelect', () => {
  it('offers the cities served, posts as "city" and shows its error', () => {
    const onValue = jest.fn();
    render(
      <CitySelect
        label="City"
        hint="Where the device is."
        requiredLabel="required"
        error="Choose the city."
        value="Tbilisi"
        cities={['Tbilisi', 'Kutaisi']}
        onValue={onValue}
      />,
    );
    const select = screen.getByRole('combobox', { name: /^City/ });
    expect(select).toHaveAttribute('name', 'city');
    expect(select).toHaveValue('Tbilisi');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(/Choose the city\./);
    fireEvent.change(select, { target: { value: 'Kutaisi' } });
    expect(onValue).toHaveBeenCalledWith('Kutaisi');
  });
});
