/**
 * The policy area's payload schemas, shared by its console and its server routes.
 */
import * as yup from 'yup';

/** A required, non-blank text parameter, refused with the message every hand-written check gave. */
const requiredText = (name: string) => yup.string().strict().typeError(`${name} is required.`)
  .test('present', `${name} is required.`, v => typeof v === 'string' && v.trim() !== '');

/** GET /database/verify: objectId names an indexed file, e followed by its number. */
export const verifySchema = yup.object({
  objectId: requiredText('objectId').matches(/^e\d+$/, 'objectId must name an indexed file (e followed by its number).'),
});
export type VerifyRequest = { objectId: string };

/**
 * POST /classifications/validateRegex: `pattern` (or its older name `regex`) is the text to check, caseSensitive
 * true or false when given.
 */
export const validateRegexSchema = yup.object({
  pattern: yup.mixed<string>().nullable(),
  regex: yup.mixed<string>().nullable(),
  caseSensitive: yup.mixed<boolean>().nullable().test('boolean', 'caseSensitive must be true or false.', v => v === undefined || typeof v === 'boolean'),
}).test('pattern', 'pattern is required and must be text.', v => typeof (v.pattern ?? v.regex) === 'string');
export type ValidateRegexRequest = yup.InferType<typeof validateRegexSchema>;
