import { firstError, isValidActivationCode, isValidPath, objectNameSchema, passwordSchema } from './validation';

describe('object names', () => {
  it.each([
    ['', 'Field is required.'],
    ['   ', 'Field is required.'],
    ['a$b', 'Field must not contain $ \\ or /.'],
    ['a/b', 'Field must not contain $ \\ or /.'],
    ['a\\b', 'Field must not contain $ \\ or /.'],
    ['x'.repeat(257), 'Field must be at most 256 characters.'],
  ])('%j is refused', (v, msg) => {
    expect(firstError(objectNameSchema, v)).toBe(msg);
  });
  it('accepts a normal name and 256 characters', () => {
    expect(firstError(objectNameSchema, 'Head Office')).toBeNull();
    expect(firstError(objectNameSchema, 'x'.repeat(256))).toBeNull();
  });
});

describe('passwords', () => {
  it('needs 8+, lower, upper, digit, special', () => {
    expect(firstError(passwordSchema, 'Abcdef1!')).toBeNull();
    expect(firstError(passwordSchema, 'abcdef1!')).not.toBeNull();
    expect(firstError(passwordSchema, 'Abcdefg1')).not.toBeNull();
    expect(firstError(passwordSchema, 'Ab1!')).not.toBeNull();
  });
});

describe('activation codes', () => {
  it('upper-cases and trims, C/U and A/P forms', () => {
    expect(isValidActivationCode(' uabcd-12345-abcde-99999 ')).toBe(true);
    expect(isValidActivationCode('CABCD-12345-ABCDE-99999')).toBe(true);
    expect(isValidActivationCode('PABCD-12345-ABCDE-99999')).toBe(true);
    expect(isValidActivationCode('XABCD-12345-ABCDE-99999')).toBe(false);
    expect(isValidActivationCode('CABC-12345-ABCDE-99999')).toBe(false);
  });
});

describe('paths', () => {
  it('allows a drive letter and rejects < > : " | ? *', () => {
    expect(isValidPath('C:\\data\\x')).toBe(true);
    expect(isValidPath('/srv/share')).toBe(true);
    expect(isValidPath('/srv/a?b')).toBe(false);
    expect(isValidPath('/srv/a:b')).toBe(false);
    expect(isValidPath('')).toBe(false);
  });
});
