/**
 * Extractors that misbehave on purpose, loaded by pool.test.ts into real worker threads: one that never
 * returns (a synchronous loop no timer can interrupt), one that kills its thread, one that answers, one that
 * answers with its thread's heap limits.
 */
import { resourceLimits } from 'node:worker_threads';
import { defineServerPlugin, Extractors, type Extractor, type ServerPluginDefinition } from '@fathom/sdk/server';

export const extractorPlugins: ServerPluginDefinition[] = [
  defineServerPlugin({
    id: 'pool-test',
    register(r) {
      for (const e of extractors) r.contribute(Extractors, e);
    },
  }),
];

const extractors: Extractor[] = [
  {
    id: 'echo',
    extensions: ['txt'],
    async extract(i) {
      return { text: i.buffer.toString('utf8') };
    },
  },
  {
    id: 'spin',
    extensions: ['spin'],
    async extract() {
      const end = Date.now() + 3_600_000;
      while (Date.now() < end) {
        /* stuck parser */
      }
      return { text: '' };
    },
  },
  {
    id: 'crash',
    extensions: ['crash'],
    async extract() {
      process.exit(7);
    },
  },
  {
    id: 'throw-later',
    extensions: ['late'],
    async extract() {
      setTimeout(() => {
        throw new Error('thrown outside any job');
      }, 0);
      return { text: 'answered first' };
    },
  },
  {
    id: 'limits',
    extensions: ['limits'],
    async extract() {
      return { text: JSON.stringify(resourceLimits) };
    },
  },
];
