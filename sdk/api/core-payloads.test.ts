import type * as yup from 'yup';
import {
  activateSchema,
  childrenSchema,
  collectorReportSchema,
  controlSchema,
  listenSchema,
  objectGetSchema,
  objectWriteSchema,
  propertyGetSchema,
  propertySetSchema,
} from './core-payloads';

/** The payload a schema makes of input, or its refusal as `! <path>: <message>`. */
async function check(schema: yup.Schema, payload: Record<string, unknown>): Promise<unknown> {
  try {
    return await schema.validate(payload, { abortEarly: true });
  } catch (e) {
    const err = e as yup.ValidationError;
    return `! ${err.path}: ${err.message}`;
  }
}

test('GET /database/object needs objectId and knows the info levels', async () => {
  expect(await check(objectGetSchema, {})).toBe('! objectId: objectId is required.');
  expect(await check(objectGetSchema, { objectId: 'HOME' })).toEqual({ objectId: 'HOME', options: {} });
  expect(await check(objectGetSchema, { objectId: 'HOME', options: { infoLevel: 'full' } })).toEqual({ objectId: 'HOME', options: { infoLevel: 'full' } });
  expect(await check(objectGetSchema, { objectId: 'HOME', options: { infoLevel: 'everything' } })).toMatch(
    /^! options\.infoLevel: options\.infoLevel must be one of simple, basic/,
  );
  expect(await check(objectGetSchema, { objectId: 'HOME', options: [1] })).toBe('! options: options must be an object.');
});

test('POST and PUT /database/object pass object on as sent, refusing what is not an object', async () => {
  expect(await check(objectWriteSchema, {})).toEqual({});
  expect(await check(objectWriteSchema, { object: 'x' })).toBe('! object: object must be an object.');
});

test('GET /database/children reads paging in options or at the top level, clamped to the maximum', async () => {
  const p = await check(childrenSchema, { parentId: 'p', objectLimit: '5000', options: { objectOffset: '3', classIds: 'a;b', recursive: 'true' } });
  expect(p).toMatchObject({ objectLimit: 1000, options: { objectOffset: 3, classIds: ['a', 'b'], recursive: true } });
  expect(await check(childrenSchema, { parentId: 'p', options: { objectLimit: 'ten' } })).toBe('! options.objectLimit: objectLimit must be a whole number.');
  expect(await check(childrenSchema, { parentId: 'p', containersOnly: 'yes' })).toBe('! containersOnly: containersOnly must be true or false.');
});

test('GET /event/listen fills its defaults and bounds the wait', async () => {
  expect(await check(listenSchema, {})).toEqual({ timeout: 60, maxRoomEvents: 500, maxFeedEvents: 500 });
  expect(await check(listenSchema, { timeout: '600', lastRoomEventId: '4' })).toMatchObject({ timeout: 60, lastRoomEventId: 4 });
  expect(await check(listenSchema, { maxRoomEvents: 0 })).toBe('! maxRoomEvents: maxRoomEvents must be at least 1.');
});

test('property calls need propertyId and objectId; a change needs property, null included', async () => {
  expect(await check(propertyGetSchema, { objectId: 'o' })).toBe('! propertyId: propertyId is required.');
  expect(await check(propertyGetSchema, { objectId: 'o', propertyId: 'P' })).toEqual({ objectId: 'o', propertyId: 'P', options: {} });
  expect(await check(propertySetSchema, { objectId: 'o', propertyId: 'P' })).toBe('! property: property is required.');
  expect(await check(propertySetSchema, { objectId: 'o', propertyId: 'P', property: null })).toMatchObject({ property: null });
});

test('control checks a task number only for the commands that take one', async () => {
  expect(await check(controlSchema, { objectId: 'o', commandId: 'pause', options: { taskId: 0 } })).toBe(
    '! options.taskId: options.taskId must be a task number.',
  );
  expect(await check(controlSchema, { objectId: 'o', commandId: 'scan', options: 'x' })).toEqual({ objectId: 'o', commandId: 'scan', options: {} });
  expect(await check(controlSchema, { objectId: 'o' })).toBe('! commandId: commandId is required.');
});

test('collector calls: activation codes are normalised and checked, reports name a known state', async () => {
  expect(await check(activateSchema, { activationCode: ' cabcd-12345-abcde-99999 ', objectId: '' })).toEqual({ activationCode: 'CABCD-12345-ABCDE-99999' });
  expect(await check(activateSchema, { activationCode: 'nope' })).toBe('! activationCode: Activation code is not valid');
  expect(await check(collectorReportSchema, { objectId: 'c', taskId: 1, state: 'done' })).toBe(
    '! state: state must be progress, completed, failed or stopped.',
  );
  expect(await check(collectorReportSchema, { objectId: 'c', state: 'completed' })).toBe('! taskId: taskId is required.');
});
