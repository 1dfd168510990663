import { firstError } from './validation';
import {
  createUserFormSchema,
  isValidPhone,
  normalisePhone,
  ORGANISATION_NAME_NOTE,
  organisationNameNote,
  organisationNameSchema,
  PEOPLE_MESSAGES,
  phoneCountryOf,
  userActionRefusal,
} from './people';

describe('people rules (spec 000 §5, §6)', () => {
  it('organisation names: 5 to 32 letters, numbers and hyphens, with the note for other characters', () => {
    expect(firstError(organisationNameSchema, 'Ab')).toBe('Field must be at least 5 characters.');
    expect(firstError(organisationNameSchema, 'Big Corp & Co!')).toBe(ORGANISATION_NAME_NOTE);
    expect(firstError(organisationNameSchema, 'x'.repeat(33))).toBe('Field must be at most 32 characters.');
    expect(firstError(organisationNameSchema, 'Zürich-42')).toBeNull();
    expect(organisationNameNote('Acme Corp')).toBe(ORGANISATION_NAME_NOTE);
    expect(organisationNameNote('Acme-Corp')).toBeNull();
  });
  it('phones by libphonenumber-js, with their country', () => {
    expect(isValidPhone({ number: '(201) 555-0123', countryCode: 'us' })).toBe(true);
    expect(isValidPhone({ number: '123', countryCode: 'us' })).toBe(false);
    expect(phoneCountryOf('+41 44 668 18 00', 'us')).toBe('ch');
    expect(normalisePhone({ number: '044 668 18 00', countryCode: 'ch' })).toEqual({ number: '+41 44 668 18 00', countryCode: 'ch' });
  });
  it('create user: activated with a confirmed password, or invited by email', () => {
    const base = { name: 'Ann', email: 'ann@a.test', activated: true, userId: 'ann', password: 'Good#Pass1', confirmPassword: 'Good#Pass1' };
    expect(firstError(createUserFormSchema, base)).toBeNull();
    expect(firstError(createUserFormSchema, { ...base, confirmPassword: 'Other#Pass1' })).toBe("Passwords don't match.");
    expect(firstError(createUserFormSchema, { ...base, email: '' })).toBe('Email or phone number is required');
    expect(firstError(createUserFormSchema, { name: 'Ann', activated: false, phone: { number: '2015550123', countryCode: 'us' } })).toBe('Email is required.');
    expect(firstError(createUserFormSchema, { name: 'Ann', activated: false, email: 'ann@a.test' })).toBeNull();
  });
  it('protects the root user and oneself', () => {
    expect(userActionRefusal('delete', { objectId: 'r', isRoot: true }, 'me')).toBe(PEOPLE_MESSAGES.rootUserDelete);
    expect(userActionRefusal('disable', { objectId: 'me', isRoot: false }, 'me')).toBe(PEOPLE_MESSAGES.yourself);
    expect(userActionRefusal('edit', { objectId: 'me', isRoot: false }, 'me')).toBeNull();
    expect(userActionRefusal('resetPassword', { objectId: 'u', isRoot: false }, 'me')).toBeNull();
  });
});
