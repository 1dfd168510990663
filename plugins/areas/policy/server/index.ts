/**
 * The policy area's server part: the classifications section of a node (PID_CLASSIFICATIONS) and the check of a
 * custom pattern and the labels people give files, the sources a collector scans (PID_SOURCES), the policy's rule
 * (PID_POLICY, drawn in the diagram editor), content signing (the public key and the check of a file), and the
 * conversion of a 1.4 policy export (POST /database/policyConvert).
 */
import { defineServerPlugin, Migrations, NodeSettings, Properties, Routes, startedServices } from '@fathom/sdk/server';
import { classificationRoutes } from './classification-routes';
import { classificationsHandler } from './classifications';
import { signingRoutes } from './signing';
import { sourcesHandler } from './sources';
import { encryptionHandler, encryptionRoutes } from './encryption';
import { labelMigrations, labelRoutes } from './labels';
import { policyHandler } from './policy';
import { policyConvertRoutes } from './policy-convert';

// Property handlers are declared before services exist: they find the tree's node settings by their call's platform.
const started = startedServices<{ nodes: NodeSettings }>();

export default defineServerPlugin({
  id: 'policy',
  requires: { nodes: NodeSettings },
  register(r) {
    r.contribute(Routes, classificationRoutes);
    r.contribute(Properties, classificationsHandler);
    r.contribute(Properties, sourcesHandler);
    r.contribute(Routes, signingRoutes);
    r.contribute(Routes, encryptionRoutes);
    r.contribute(Properties, encryptionHandler);
    for (const m of labelMigrations) r.contribute(Migrations, m);
    r.contribute(Routes, labelRoutes);
    r.contribute(
      Properties,
      policyHandler(platform => started.get(platform).nodes),
    );
    r.contribute(Routes, policyConvertRoutes);
  },
  start({ platform, nodes }) {
    started.set(platform, { nodes });
  },
});
