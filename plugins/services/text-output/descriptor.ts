/** The text-output service type as plain data: the console's form carries it, the server is handed it. */
import type { ServiceMode, ServiceTypeDescriptor } from '@fathom/sdk/api/policy';
import { validateParameters } from '@fathom/sdk/api/services';
import { withStorePath } from '@fathom/sdk/api/service-forms';

/**
 * Text output (spec 001 §3 types): the extracted text of each file written as a UTF-8 text file under a folder of the
 * collector's machine, '<path>.txt', for tools that take plain text. A transform (listed in Policy → Integrations)
 * and a target data actions may write to. The text is written as it is: no compression, no encryption.
 */
export const TEXT_OUTPUT_TYPE: ServiceTypeDescriptor = {
  type: 'text-output',
  modes: ['Target', 'Transform'],
  pathStyle: 'local',
  title: 'Text output',
  fields: [
    {
      key: 'storePath',
      label: 'Store path',
      kind: 'text',
      requiredIn: ['Target', 'Transform'],
      max: 1024,
      help: 'The folder the text files are written to, e.g. /srv/text',
    },
  ],
};

export function validateTextOutputParameters(values: Record<string, unknown>, mode: ServiceMode = 'Transform'): Record<string, string> {
  return withStorePath(validateParameters(TEXT_OUTPUT_TYPE.fields!, values, mode), values, mode);
}
