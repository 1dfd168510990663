/**
 * The Discover area's payload schemas, shared by its console and its server routes (the wire shapes and paths
 * live in sdk/api/search-wire). A malformed payload answers a ValidationError with the message given here.
 */
import * as yup from 'yup';
import { requiredText } from '@fathom/sdk/api/payload-fields';

export const MAX_QUESTION_LENGTH = 2000;

/** POST /database/question: a question of at most 2000 characters, asked on objectId (HOME when none is named). */
export const questionSchema = yup.object({
  question: requiredText('question')
    .test('max', `The question is longer than ${MAX_QUESTION_LENGTH} characters.`, v => !v || v.trim().length <= MAX_QUESTION_LENGTH),
  objectId: yup.mixed<string>().transform(v => (typeof v === 'string' && v ? v : 'HOME')).default('HOME'),
});
export type QuestionRequest = { question: string; objectId: string };
