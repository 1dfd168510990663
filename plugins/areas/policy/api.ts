/**
 * The policy area's payload schemas, shared by its console and its server routes.
 */
import * as yup from 'yup';
import {
  CLASSIFICATION_NAME_MAX,
  MAX_TEST_SAMPLES,
  MAX_TEST_SAMPLE_BYTES,
  type PolicyClassification,
  type Reclassification,
} from '@fathom/sdk/api/classification';

/** A classifier rule as GET PID_CLASSIFICATIONS with options {rules: true} lists it. */
export interface RuleOption {
  id: string;
  name: string;
  description: string;
  country?: string;
  category: string;
}

/** A node's own classifications section: whether the parent's are in force, and its own list. */
export interface ClassificationsSection {
  inherited: boolean;
  values: PolicyClassification[];
}

/** GET PID_CLASSIFICATIONS (and the answer of a save). */
export interface ClassificationsAnswer extends ClassificationsSection {
  /** The nearest ancestor whose own values are in force, or null for the built-in classifications. */
  inheritedFrom: string | null;
  inheritedFromName: string;
  inheritedValues: PolicyClassification[];
  /** In force on this node: inheritedValues when inherited, else values. */
  classifications: PolicyClassification[];
  /** True on the top node: there is no parent, inheriting means the built-in classifications. */
  isTop: boolean;
  /** Names of the built-in classifications, so the console can tell them from custom ones. */
  builtInNames: string[];
  /** With options {rules: true}: the classifier rules conditions can name. */
  rules?: RuleOption[];
  /** After a save: the files marked to be classified again and the tasks doing it. */
  reclassification?: Reclassification;
}

/** A required, non-blank text parameter, refused with the message every hand-written check gave. */
const requiredText = (name: string) =>
  yup
    .string()
    .strict()
    .typeError(`${name} is required.`)
    .test('present', `${name} is required.`, v => typeof v === 'string' && v.trim() !== '');

/** GET /database/verify: objectId names an indexed file, e followed by its number. */
export const verifySchema = yup.object({
  objectId: fileId(),
});
export type VerifyRequest = { objectId: string };

/**
 * POST /classifications/validateRegex: `pattern` (or its older name `regex`) is the text to check, caseSensitive
 * true or false when given.
 */
export const validateRegexSchema = yup
  .object({
    pattern: yup.mixed<string>().nullable(),
    regex: yup.mixed<string>().nullable(),
    caseSensitive: yup
      .mixed<boolean>()
      .nullable()
      .test('boolean', 'caseSensitive must be true or false.', v => v === undefined || typeof v === 'boolean'),
  })
  .test('pattern', 'pattern is required and must be text.', v => typeof (v.pattern ?? v.regex) === 'string');
export type ValidateRegexRequest = yup.InferType<typeof validateRegexSchema>;

/**
 * POST /classifications/test: objectId (a container node), classifications (the list to try, each checked on the
 * server by the shared rules), up to MAX_TEST_SAMPLES samples {name, content base64} of at most
 * MAX_TEST_SAMPLE_BYTES each, indexed true to compare the node's indexed files.
 */
export const classificationTestSchema = yup.object({
  objectId: requiredText('objectId'),
  classifications: yup
    .mixed<unknown[]>()
    .test('list', 'classifications must be a list of classifications.', v => Array.isArray(v))
    .required('classifications must be a list of classifications.'),
  samples: yup
    .array(
      yup.object({
        name: requiredText('Each sample name').max(256, 'A sample name must be at most 256 characters.'),
        content: yup
          .string()
          .strict()
          .typeError('Each sample content must be base64 text.')
          .defined('Each sample content must be base64 text.')
          .matches(/^[A-Za-z0-9+/=\s]*$/, 'Each sample content must be base64 text.')
          .test(
            'size',
            `A sample file may be at most ${MAX_TEST_SAMPLE_BYTES / (1024 * 1024)} MB.`,
            v => !v || (v.length * 3) / 4 <= MAX_TEST_SAMPLE_BYTES + 3,
          ),
      }),
    )
    .max(MAX_TEST_SAMPLES, `At most ${MAX_TEST_SAMPLES} sample files can be tested at once.`)
    .optional(),
  indexed: optionalFlag('indexed'),
  labelled: optionalFlag('labelled'),
  corpus: optionalFlag('corpus'),
});
export interface ClassificationTestPayload {
  objectId: string;
  classifications: PolicyClassification[];
  samples?: { name: string; content: string }[];
  indexed?: boolean;
  labelled?: boolean;
  corpus?: boolean;
}

function optionalFlag(name: string) {
  return yup
    .mixed<boolean>()
    .test('boolean', `${name} must be true or false.`, v => v === undefined || typeof v === 'boolean')
    .optional();
}

/** GET /classifications/labels: the file whose labels are read. */
export const labelsQuerySchema = yup.object({ objectId: fileId() });
/** POST /classifications/labels: one file, one classification (or rule name), present true / false / null (clear). */
export const labelRequestSchema = yup.object({
  objectId: fileId(),
  classification: requiredText('classification').max(CLASSIFICATION_NAME_MAX, `classification must be at most ${CLASSIFICATION_NAME_MAX} characters.`),
  present: yup
    .mixed<boolean>()
    .nullable()
    .test('present', 'present must be true, false or null.', v => v === null || typeof v === 'boolean')
    .defined('present must be true, false or null.'),
});

function fileId() {
  return requiredText('objectId').matches(/^e\d+$/, 'objectId must name an indexed file (e followed by its number).');
}
