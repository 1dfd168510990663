/**
 * The hello area's wire shapes and payload schema, shared by its console tab and its server route: one
 * definition of "a greeting is a name of 1 to 64 letters, spaces, hyphens or apostrophes".
 */
import * as yup from 'yup';

export const HELLO_PATHS = { greeting: '/hello/greeting' } as const;
export const HELLO_PROPERTY = 'PID_HELLO';
export const HELLO_FIGURE = 'hello.greetings';
export const NAME_MAX = 64;

export const greetingSchema = yup
  .object({
    objectId: yup.string().trim().required('objectId is required.'),
    name: yup
      .string()
      .trim()
      .required('name is required.')
      .max(NAME_MAX, `name must be at most ${NAME_MAX} characters.`)
      .matches(/^[\p{L}][\p{L} '’-]*$/u, 'name must be letters, spaces, hyphens or apostrophes.'),
  })
  .noUnknown(); // other fields are dropped
export type GreetingRequest = yup.InferType<typeof greetingSchema>;

export interface Greeting {
  greetingId: number;
  objectId: string;
  name: string;
  message: string;
  createdAt: number;
}
/** PID_HELLO: the greetings left on a node, newest first (at most 20), and their count. */
export interface HelloProperty {
  count: number;
  latest: Greeting[];
}
