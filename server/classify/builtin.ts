/**
 * Built-in policy classifications: named groups of rules by country and by kind of data. They refer to
 * rule ids only, so they apply to whatever classifier plugins the host assembles (a rule that is not
 * loaded simply never has hits).
 */
import type { ClassificationCondition, PolicyClassification } from '@fathom/sdk/api/classification';

const anyOf = (...rules: string[]): ClassificationCondition => ({ operator: 'Or', conditions: rules.map(rule => ({ rule })) });

/**
 * Details that say who someone is or how to reach them (spec 001 §3: 'DOB | e-mail | NPI | phone | address'). Found
 * in nearly every document, they make a document a country's personal data only together with a number of that
 * country that belongs to a person or a sole trader: an account, a card, a business or VAT number.
 */
export const CONTACT_RULES = ['PERSON', 'DATE_OF_BIRTH', 'EMAIL_ADDRESS', 'PHONE_NUMBER'];

/** One country's personal-data policy: the identifiers that are personal data alone, and those that are with contact details. */
export interface CountryPolicy {
  /** The classification's name: `${name} Personal Data`. */
  name: string;
  /** The country in a sentence ('the United States'); default: name. */
  country?: string;
  /** Rules whose hits alone make a document the country's personal data (national identity, tax, health numbers). */
  identity: string[];
  /** Rules whose hits make it personal data beside a name, a birth date, an e-mail address or a telephone number. */
  linked?: string[];
}

/** The classification of one country: identity OR (contact AND linked). */
export function countryClassification(policy: CountryPolicy): PolicyClassification {
  const identity = anyOf(...policy.identity);
  const linked = policy.linked?.length ? { operator: 'And' as const, conditions: [anyOf(...CONTACT_RULES), anyOf(...policy.linked)] } : undefined;
  return {
    name: `${policy.name} Personal Data`,
    description:
      `Personal data of ${policy.country ?? policy.name}: ${policy.identity.join(', ')}` +
      (linked ? `; or ${policy.linked!.join(', ')} together with a name, a date of birth, an e-mail address or a telephone number.` : '.'),
    condition: linked ? { operator: 'Or', conditions: [identity, linked] } : identity,
  };
}

/** EU member states with national identifier rules, by the name used in their classification. */
export const EU_COUNTRY_RULES: Record<string, string[]> = {
  Germany: ['DE_TAX_ID', 'DE_SOCIAL_SECURITY', 'DE_ID_CARD', 'DE_PASSPORT'],
  France: ['FR_NIR'],
  Spain: ['ES_NIF', 'ES_NIE'],
  Italy: ['IT_FISCAL_CODE', 'IT_IDENTITY_CARD', 'IT_PASSPORT', 'IT_DRIVER_LICENSE'],
  Netherlands: ['NL_BSN'],
  Poland: ['PL_PESEL'],
  Sweden: ['SE_PERSONNUMMER'],
  Finland: ['FI_PERSONAL_IDENTITY_CODE'],
  Belgium: ['BE_NATIONAL_NUMBER'],
  Denmark: ['DK_CPR'],
  Portugal: ['PT_NIF'],
  Romania: ['RO_CNP'],
  Bulgaria: ['BG_EGN'],
  Croatia: ['HR_OIB'],
  // one birth-number scheme, kept by both countries since the split
  Czechia: ['CZ_BIRTH_NUMBER'],
  Slovakia: ['CZ_BIRTH_NUMBER'],
  Estonia: ['EE_PERSONAL_CODE'],
  Lithuania: ['LT_PERSONAL_CODE'],
  Ireland: ['IE_PPS'],
  Austria: ['AT_SVNR'],
  Greece: ['GR_AMKA'],
  Slovenia: ['SI_EMSO'],
  Latvia: ['LV_PERSONAL_CODE'],
  Luxembourg: ['LU_NATIONAL_ID'],
  Hungary: ['HU_TAX_ID'],
};

/** How a country is named in a sentence, where it differs from its classification's name. */
const COUNTRY_IN_SENTENCE: Record<string, string> = { Netherlands: 'the Netherlands' };

/** Numbers of EU countries that are personal data beside contact details (a sole trader's VAT number). */
const EU_LINKED_RULES: Record<string, string[]> = {
  Germany: ['DE_VAT'],
  Italy: ['IT_VAT_CODE'],
};

/** One policy per country whose identifiers the built-in rules read, EU member states included. */
export const COUNTRY_POLICIES: CountryPolicy[] = [
  {
    name: 'U.S.',
    country: 'the United States',
    identity: ['US_SSN', 'US_ITIN', 'US_PASSPORT', 'US_DRIVER_LICENSE', 'US_NPI', 'US_BANK_NUMBER', 'MEDICAL_LICENSE'],
    // spec 001 §3: contact details AND card | MRN | bank account | licence | ITIN | passport | SSN
    linked: ['CREDIT_CARD', 'ABA_ROUTING_NUMBER'],
  },
  { name: 'U.K.', country: 'the United Kingdom', identity: ['UK_NINO', 'UK_NHS', 'UK_PASSPORT', 'UK_DRIVING_LICENCE'], linked: ['UK_POSTCODE'] },
  ...Object.entries(EU_COUNTRY_RULES).map(([name, identity]) => ({
    name,
    country: COUNTRY_IN_SENTENCE[name] ?? name,
    identity,
    linked: EU_LINKED_RULES[name],
  })),
  { name: 'India', identity: ['IN_AADHAAR', 'IN_PAN', 'IN_VOTER', 'IN_PASSPORT'], linked: ['IN_GSTIN', 'IN_VEHICLE_REGISTRATION'] },
  { name: 'Australia', identity: ['AU_TFN', 'AU_MEDICARE'], linked: ['AU_ABN', 'AU_ACN'] },
  { name: 'Singapore', identity: ['SG_NRIC_FIN'], linked: ['SG_UEN'] },
  { name: 'South Korea', identity: ['KR_RRN', 'KR_FRN', 'KR_PASSPORT', 'KR_DRIVER_LICENSE'], linked: ['KR_BRN'] },
  { name: 'South Africa', identity: ['ZA_ID'] },
  { name: 'Turkey', identity: ['TR_NATIONAL_ID'] },
  { name: 'Canada', identity: ['CA_SIN'] },
  { name: 'Thailand', identity: ['TH_TNIN'] },
  { name: 'Nigeria', identity: ['NG_NIN'] },
  { name: 'Russia', identity: ['RU_INN', 'RU_SNILS'] },
  { name: 'Taiwan', identity: ['TW_NATIONAL_ID'] },
  { name: 'Brazil', identity: ['BR_CPF'], linked: ['BR_CNPJ'] },
  { name: 'Mexico', identity: ['MX_CURP', 'MX_RFC'] },
  { name: 'Argentina', identity: ['AR_CUIT'] },
  { name: 'Chile', identity: ['CL_RUT'] },
  { name: 'China', identity: ['CN_RESIDENT_ID'] },
  { name: 'Japan', identity: ['JP_MY_NUMBER'] },
  { name: 'Israel', identity: ['IL_ID'] },
  { name: 'New Zealand', identity: ['NZ_IRD'] },
  { name: 'Switzerland', identity: ['CH_AHV'] },
  { name: 'Norway', identity: ['NO_FODSELSNUMMER'] },
  { name: 'Iceland', identity: ['IS_KENNITALA'] },
  { name: 'Colombia', identity: ['CO_NIT'] },
  { name: 'Peru', identity: ['PE_CUI'] },
  { name: 'Ecuador', identity: ['EC_CI'] },
  { name: 'Ukraine', identity: ['UA_RNTRC'] },
  { name: 'Malaysia', identity: ['MY_NRIC'] },
  { name: 'Hong Kong', identity: ['HK_HKID'] },
  { name: 'United Arab Emirates', country: 'the United Arab Emirates', identity: ['AE_EMIRATES_ID'] },
  { name: 'Pakistan', identity: ['PK_CNIC'] },
  { name: 'Indonesia', identity: ['ID_NIK'] },
  // the unique master citizen number of the former Yugoslav registers, Slovenia's EMŠO
  { name: 'Serbia', identity: ['SI_EMSO'] },
  { name: 'Venezuela', identity: ['VE_RIF'] },
];

const [US, UK, ...OTHER_COUNTRIES] = COUNTRY_POLICIES;

export const BUILTIN_CLASSIFICATIONS: PolicyClassification[] = [
  countryClassification(US),
  countryClassification(UK),
  {
    name: 'EU Personal Data',
    description: `National identifiers of EU member states (${Object.keys(EU_COUNTRY_RULES)
      .map(name => COUNTRY_IN_SENTENCE[name] ?? name)
      .join(', ')}).`,
    condition: anyOf(...new Set(Object.values(EU_COUNTRY_RULES).flat())),
  },
  ...OTHER_COUNTRIES.map(policy => countryClassification(policy)),
  {
    name: 'Financial Data',
    description: 'Payment and banking data: card numbers, IBANs, bank account and routing numbers, crypto-currency addresses.',
    condition: anyOf('CREDIT_CARD', 'IBAN_CODE', 'US_BANK_NUMBER', 'ABA_ROUTING_NUMBER', 'CRYPTO'),
  },
  {
    name: 'Health Data',
    description: 'Health identifiers: NHS numbers, U.S. provider identifiers and DEA numbers, Medicare numbers.',
    condition: anyOf('UK_NHS', 'US_NPI', 'MEDICAL_LICENSE', 'AU_MEDICARE'),
  },
  {
    name: 'Contact Information',
    description: 'E-mail addresses and telephone numbers.',
    condition: anyOf('EMAIL_ADDRESS', 'PHONE_NUMBER'),
  },
];
