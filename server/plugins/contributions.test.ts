import { Classifications, defineServerPlugin } from '@fathom/sdk/server';
import { BUILTIN_CLASSIFICATIONS } from '../classify/builtin';
import { PluginTextClassifier } from '../scan/classify-stage';
import { builtInClassifications } from './contributions';

const falcon = { name: 'Project Falcon', description: 'Code names', pattern: { pattern: 'falcon-\\d{3}' } };
const plugin = defineServerPlugin({ id: 'falcon', register: r => r.contribute(Classifications, falcon) });

test('contributed classifications join the core built-in ones, which stay as they are without contributions', () => {
  expect(builtInClassifications([])).toBe(BUILTIN_CLASSIFICATIONS);
  expect(builtInClassifications([plugin]).map(c => c.name)).toEqual([...BUILTIN_CLASSIFICATIONS.map(c => c.name), 'Project Falcon']);
});

test('a scan without a policy classifies with a contributed classification', () => {
  const out = new PluginTextClassifier([plugin]).classify('see falcon-123');
  expect(out.classifications?.map(c => c.classification)).toContain('Project Falcon');
});
