import { DATE_OF_BIRTH, isBirthDate } from './dob';
import { confidence, found } from './testing';

describe('DATE_OF_BIRTH', () => {
  test.each([
    ['Born 14 March 1985 in Leeds', '14 March 1985'],
    ['DOB: 1985-03-14', '1985-03-14'],
    ['Date of birth 03/14/1985', '03/14/1985'],
    ['geboren am 14.03.1985', '14.03.1985'],
    ['né le 14 mars 1985', '14 mars 1985'],
    ['fecha de nacimiento: 14 de marzo de 1985'.replace(' de marzo de ', ' marzo '), '14 marzo 1985'],
    ['birthday: March 14, 1985', 'March 14, 1985'],
  ])('%s', (text, date) => {
    expect(found(DATE_OF_BIRTH, text)).toEqual([date]);
    expect(confidence(DATE_OF_BIRTH, text, date)).toBeGreaterThanOrEqual(0.8);
  });
  test.each([
    ['Patient DOB: 19850314', '19850314'], // ISO 8601 basic format
    ['Birth date: 1985-03-14T00:00:00Z', '1985-03-14'], // a date-only field exported as a timestamp
    ['date_of_birth,name\n1985-03-14,Jane', '1985-03-14'], // a column named as in a database
    ['D.O.B. 14-Mar-1985', '14-Mar-1985'],
    ['14.03.1985 (date of birth)', '14.03.1985'],
  ])('%s', (text, date) => {
    expect(found(DATE_OF_BIRTH, text)).toEqual([date]);
  });
  test('the birth word labels the date in the same clause, not a date further on', () => {
    expect(found(DATE_OF_BIRTH, 'The building was born in 2001; renovated 2015-03-04')).toEqual([]);
    expect(found(DATE_OF_BIRTH, 'Born in Leeds. The office opened on 14.03.1985 after a long search for premises')).toEqual([]);
    expect(found(DATE_OF_BIRTH, 'Birth date: 1985-03-14T09:30:00Z')).toEqual([]); // a moment, not a date
  });
  test('dates without a birth word are not reported', () => {
    expect(found(DATE_OF_BIRTH, 'Invoice date 14.03.1985, shipped 2023-10-05T12:30:45Z')).toEqual([]);
  });
  test('impossible and future dates are rejected', () => {
    expect(isBirthDate('31.02.1985')).toBe(false);
    expect(isBirthDate('1985-13-01')).toBe(false);
    expect(isBirthDate(`01.01.${new Date().getUTCFullYear() + 1}`)).toBe(false);
    expect(isBirthDate('14 Foo 1985')).toBe(false);
    expect(found(DATE_OF_BIRTH, 'born 2023-10-05T12:30:45Z')).toEqual([]);
  });
});
