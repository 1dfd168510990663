/**
 * Built-in policy classifications: named groups of rules by country and by kind of data. They refer to
 * rule ids only, so they apply to whatever classifier plugins the host assembles (a rule that is not
 * loaded simply never has hits).
 */
import type { ClassificationCondition, PolicyClassification } from '@fathom/sdk/api/classification';

const anyOf = (...rules: string[]): ClassificationCondition => ({ operator: 'Or', conditions: rules.map(rule => ({ rule })) });

/** EU member states with national identifier rules, by the name used in their classification. */
export const EU_COUNTRY_RULES: Record<string, string[]> = {
  Germany: ['DE_TAX_ID', 'DE_SOCIAL_SECURITY', 'DE_ID_CARD', 'DE_PASSPORT'],
  France: ['FR_NIR'],
  Spain: ['ES_NIF', 'ES_NIE'],
  Italy: ['IT_FISCAL_CODE'],
  Netherlands: ['NL_BSN'],
  Poland: ['PL_PESEL'],
  Sweden: ['SE_PERSONNUMMER'],
  Finland: ['FI_PERSONAL_IDENTITY_CODE'],
};

const OTHER_COUNTRY_RULES: Record<string, string[]> = {
  India: ['IN_AADHAAR', 'IN_PAN'],
  Australia: ['AU_TFN', 'AU_MEDICARE'],
  Singapore: ['SG_NRIC_FIN'],
  'South Korea': ['KR_RRN', 'KR_FRN'],
  'South Africa': ['ZA_ID'],
  Turkey: ['TR_NATIONAL_ID'],
  Canada: ['CA_SIN'],
};

export const BUILTIN_CLASSIFICATIONS: PolicyClassification[] = [
  {
    name: 'U.S. Personal Data',
    description: 'U.S. personal identifiers: Social Security, ITIN, passport, driver license, NPI or bank account numbers.',
    condition: anyOf('US_SSN', 'US_ITIN', 'US_PASSPORT', 'US_DRIVER_LICENSE', 'US_NPI', 'US_BANK_NUMBER'),
  },
  {
    name: 'U.K. Personal Data',
    description: 'U.K. personal identifiers: National Insurance, NHS, passport or driving licence numbers.',
    condition: anyOf('UK_NINO', 'UK_NHS', 'UK_PASSPORT', 'UK_DRIVING_LICENCE'),
  },
  {
    name: 'EU Personal Data',
    description: 'National identifiers of EU member states (Germany, France, Spain, Italy, the Netherlands, Poland, Sweden, Finland).',
    condition: anyOf(...Object.values(EU_COUNTRY_RULES).flat()),
  },
  ...Object.entries(EU_COUNTRY_RULES).map(([country, rules]) => ({
    name: `${country} Personal Data`,
    description: `National identifiers of ${country}: ${rules.join(', ')}.`,
    condition: anyOf(...rules),
  })),
  ...Object.entries(OTHER_COUNTRY_RULES).map(([country, rules]) => ({
    name: `${country} Personal Data`,
    description: `National identifiers of ${country}: ${rules.join(', ')}.`,
    condition: anyOf(...rules),
  })),
  {
    name: 'Financial Data',
    description: 'Payment and banking data: card numbers, IBANs, bank account and routing numbers, crypto-currency addresses.',
    condition: anyOf('CREDIT_CARD', 'IBAN_CODE', 'US_BANK_NUMBER', 'ABA_ROUTING_NUMBER', 'CRYPTO'),
  },
  {
    name: 'Health Data',
    description: 'Health identifiers: NHS numbers, U.S. provider identifiers, Medicare numbers.',
    condition: anyOf('UK_NHS', 'US_NPI', 'AU_MEDICARE'),
  },
  {
    name: 'Contact Information',
    description: 'E-mail addresses and telephone numbers.',
    condition: anyOf('EMAIL_ADDRESS', 'PHONE_NUMBER'),
  },
];
