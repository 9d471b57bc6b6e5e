import { FormField } from '@/components/forms/FormField';
import * as formStyles from '@/components/forms/Form.css';

interface Props {
  label: string;
  hint: string;
  requiredLabel: string;
  error?: string;
  value: string;
  /** The cities served, in the page's language; the first is selected without JavaScript too. */
  cities: readonly string[];
  onValue: (value: string) => void;
}

/** Where the device is: one of the cities the engineers travel to (content/service-area.yaml). */
export function CitySelect({ label, hint, requiredLabel, error, value, cities, onValue }: Props) {
  return (
    <FormField
      id="service-city"
      label={label}
      hint={hint}
      requiredLabel={requiredLabel}
      error={error}
    >
      {/* Never empty, so no `required`: that needs an empty placeholder option. */}
      <select
        name="city"
        autoComplete="address-level2"
        className={formStyles.control}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      >
        {cities.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </select>
    </FormField>
  );
}
