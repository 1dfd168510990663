/**
 * Phone input (spec 000 §5): a country of the regions offered (america, europe) and the number as typed; the country
 * follows the number only when the library reports one (e.g. a typed +41). Kept as { number, countryCode }.
 */
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, phoneCountryOf, type PhoneValue } from '@fathom/sdk/api/people';

const AMERICA = [
  'us',
  'ca',
  'mx',
  'br',
  'ar',
  'cl',
  'co',
  'pe',
  've',
  'ec',
  'bo',
  'py',
  'uy',
  'gt',
  'cr',
  'pa',
  'do',
  'pr',
  'jm',
  'hn',
  'sv',
  'ni',
  'tt',
  'bs',
];
const EUROPE = [
  'gb',
  'ie',
  'fr',
  'de',
  'ch',
  'at',
  'it',
  'es',
  'pt',
  'nl',
  'be',
  'lu',
  'dk',
  'se',
  'no',
  'fi',
  'is',
  'pl',
  'cz',
  'sk',
  'hu',
  'ro',
  'bg',
  'gr',
  'hr',
  'si',
  'rs',
  'ee',
  'lv',
  'lt',
  'ua',
  'mt',
  'cy',
  'li',
  'mc',
];

const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
const callingCode = (code: string) => `+${getCountryCallingCode(code.toUpperCase() as CountryCode)}`;
const option = (code: string) => ({ value: code, label: `${names?.of(code.toUpperCase()) ?? code.toUpperCase()} ${callingCode(code)}` });
const OPTIONS = [
  { label: 'America', items: AMERICA.map(option) },
  { label: 'Europe', items: EUROPE.map(option) },
];

interface Props {
  id: string;
  value: PhoneValue | undefined;
  invalid?: boolean;
  onChange(value: PhoneValue): void;
}

export function PhoneInput({ id, value, invalid, onChange }: Props) {
  const countryCode = value?.countryCode ?? DEFAULT_PHONE_COUNTRY;
  const number = value?.number ?? '';
  return (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <Dropdown
        inputId={`${id}-country`}
        aria-label="Country"
        value={countryCode}
        options={OPTIONS}
        optionGroupLabel="label"
        optionGroupChildren="items"
        filter
        valueTemplate={(o: { value: string } | null) => (o ? `${o.value.toUpperCase()} ${callingCode(o.value)}` : '')}
        onChange={e => onChange({ number, countryCode: e.value })}
        style={{ width: '8.5rem', flex: 'none' }}
      />
      <InputText
        id={id}
        value={number}
        invalid={invalid}
        inputMode="tel"
        placeholder="Phone number"
        onChange={e => onChange({ number: e.target.value, countryCode: phoneCountryOf(e.target.value, countryCode) ?? countryCode })}
        style={{ flex: 1, minWidth: 0 }}
      />
    </div>
  );
}
