import { compareSiblings } from '@fathom/sdk/api';
import { classRank, sortNameOf } from './order';

describe('sibling order in SQL terms', () => {
  it('ranks classes as compareSiblings does', () => {
    const classes = ['platform', 'idxcontainer', 'appunit', 'orgunit', 'agent', 'appliance', 'appagt', 'client', 'rootclient', 'root', 'user', 'worker'];
    const byRank = [...classes].sort((a, b) => classRank(a) - classRank(b));
    const byShared = [...classes].sort((a, b) => compareSiblings({ classId: a, name: '' }, { classId: b, name: '' }));
    expect(byRank.map(classRank)).toEqual(byShared.map(classRank));
  });

  it('folds names so that plain string order equals the shared name order', () => {
    const names = ['unit 10', 'Unit 2', 'unit 1', 'Émile', 'emma', 'Alpha', 'alpha 02', 'alpha 1', 'beta', 'Zulu', 'a', 'B'];
    const shared = [...names].sort((a, b) => compareSiblings({ classId: 'orgunit', name: a }, { classId: 'orgunit', name: b }));
    const folded = [...names].sort((a, b) => (sortNameOf(a) < sortNameOf(b) ? -1 : sortNameOf(a) > sortNameOf(b) ? 1 : 0));
    expect(folded).toEqual(shared);
  });
});
