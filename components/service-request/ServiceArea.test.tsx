import { fireEvent, render, screen, within } from '@testing-library/react';
import { ServiceArea } from '@/components/service-request/ServiceArea';
import { ServiceFields } from '@/components/service-request/ServiceFields';
import { serviceFormProps } from '@/components/service-request/serviceRequestProps';
import {
  emptyService,
  urgencies,
  type ServiceErrors,
  type ServiceValues,
} from '@/components/service-request/serviceRequest';

jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('@/content', () =>
  jest.requireActual('../../tests/support/components/island-props-mocks').fixtureContentModule(),
);

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

/** The service form's fields, their text from the real props builder (English messages). */
async function renderFields(values: Partial<ServiceValues>, errors: ServiceErrors = {}) {
  const { labels } = await serviceFormProps('en');
  const onChange = jest.fn();
  render(
    <ServiceFields
      values={{ ...emptyService, city: 'Tbilisi', ...values }}
      errors={errors}
      labels={labels}
      devices={[]}
      cities={['Tbilisi', 'Kutaisi']}
      onChange={onChange}
    />,
  );
  return { labels, onChange };
}

describe('the urgency choice', () => {
  it('offers every urgency as a radio button, the chosen one checked', async () => {
    const { labels, onChange } = await renderFields({ urgency: 'normal' });
    const group = screen.getByRole('group', { name: labels.urgency });
    expect(within(group).getAllByRole('radio')).toHaveLength(urgencies.length);
    expect(screen.getByRole('radio', { name: labels.urgencies.normal })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: labels.urgencies.urgent }));
    expect(onChange).toHaveBeenCalledWith('urgency', 'urgent');
  });
});

describe('the city choice', () => {
  it('offers the cities served, posts as "city" and shows its error', async () => {
    const { labels, onChange } = await renderFields({}, { city: 'required' });
    const select = screen.getByRole('combobox', { name: /^City/ });
    expect(select).toHaveAttribute('name', 'city');
    expect(select).toHaveValue('Tbilisi');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(new RegExp(labels.errors['city.required']));
    fireEvent.change(select, { target: { value: 'Kutaisi' } });
    expect(onChange).toHaveBeenCalledWith('city', 'Kutaisi');
  });
});
