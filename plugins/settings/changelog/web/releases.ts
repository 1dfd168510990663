/** Release notes shipped with the console, newest first. */
export interface Release {
  version: string;
  date: string;
  changes: { kind: 'added' | 'changed' | 'fixed'; text: string }[];
}

export const RELEASES: Release[] = [
  {
    version: '0.1.0',
    date: '2026-11-22',
    changes: [
      { kind: 'added', text: 'Sign-in with platform credentials; five failed attempts lock the account for 30 seconds with a countdown.' },
      { kind: 'added', text: 'Licence gate: the SaaS agreement and the end-user licence must be read to the end and accepted once per user.' },
      { kind: 'added', text: 'Navigation tree with paging through large folders, tags as badges and live updates from other sessions.' },
      { kind: 'added', text: 'Node actions: rename, move, delete (with its children on confirmation) and add organisational unit.' },
      { kind: 'added', text: 'Pause, resume, scan now and rescan folder send their commands to collectors.' },
      { kind: 'added', text: 'Areas: dashboard, discover, policy, administration, reports and actions, with the tabs each node class offers.' },
      { kind: 'added', text: 'Administration: tags, permissions per user with inheritance, and the licence with its features.' },
      { kind: 'added', text: 'Dashboard information tab with the facts about the selected node.' },
      { kind: 'added', text: 'Settings and support pages: profile, sign-in methods, licences, third-party software and support contacts.' },
    ],
  },
];
