import * as yup from 'yup';
import { flag, objectField, optionalText, orderBy, readOrderBy, requiredText, stringList, wholeNumber } from './payload-fields';

/** The value a field schema makes of input, or its message. */
async function check(schema: yup.Schema, value: unknown): Promise<unknown> {
  try {
    return (await yup.object({ f: schema }).validate(value === undefined ? {} : { f: value })).f;
  } catch (e) {
    return `! ${(e as Error).message}`;
  }
}

test('requiredText keeps a non-blank string and names the field otherwise', async () => {
  expect(await check(requiredText('searchId'), ' s1 ')).toBe(' s1 ');
  for (const bad of [undefined, null, '', '  ', 5, {}, []]) expect(await check(requiredText('searchId'), bad)).toBe('! searchId is required.');
});

test('optionalText and objectField treat absent, null and empty as nothing', async () => {
  expect(await check(optionalText('title'), null)).toBeUndefined();
  expect(await check(optionalText('title'), 'x')).toBe('x');
  expect(await check(optionalText('title'), 3)).toBe('! title must be a string.');
  expect(await check(objectField('options'), '')).toEqual({});
  expect(await check(objectField('options'), [1])).toBe('! options must be an object.');
});

test('wholeNumber reads numbers and decimal strings, applies fallback, minimum and clamp', async () => {
  const limit = wholeNumber('objectLimit', { fallback: 100, min: 0, max: 1000 });
  expect(await check(limit, undefined)).toBe(100);
  expect(await check(limit, '')).toBe(100);
  expect(await check(limit, ' 25 ')).toBe(25);
  expect(await check(limit, 5000)).toBe(1000);
  expect(await check(limit, -1)).toBe('! objectLimit must be at least 0.');
  for (const bad of [1.5, 1e308, 'ten', true, {}]) expect(await check(limit, bad)).toBe('! objectLimit must be a whole number.');
  expect(await check(wholeNumber('resultCount', { min: 0 }), undefined)).toBeUndefined();
});

test('flag, stringList and orderBy take the forms the console and scripts send', async () => {
  expect(await check(flag('overwrite'), 'true')).toBe(true);
  expect(await check(flag('overwrite'), '0')).toBe(false);
  expect(await check(flag('overwrite'), 'yes')).toBe('! overwrite must be true or false.');
  expect(await check(stringList('objectIds'), 'a; b,,c')).toEqual(['a', 'b', 'c']);
  expect(await check(stringList('objectIds'), ['a', 1])).toBe('! objectIds must be a list of strings.');
  expect(await check(stringList('columns', []), null)).toEqual([]);
  expect(await check(orderBy(), '-size')).toEqual({ field: 'size', direction: 'desc' });
  expect(await check(orderBy(), [{ column: 'name', order: 'DESC' }])).toEqual({ field: 'name', direction: 'desc' });
  expect(await check(orderBy(), 'a b c')).toBe('! orderBy must name a column, optionally with asc or desc.');
  expect(readOrderBy({ field: 'x', direction: 'up' })).toBe('orderBy must be {field, direction: asc|desc}.');
});
