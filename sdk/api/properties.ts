/** Property ids (spec 000 §3) and info levels. */
export const PROPERTY_IDS = [
  'PID_DASHBOARD',
  'PID_POLICY',
  'PID_EFFECTIVE',
  'PID_TRUSTEES',
  'PID_CONSOLE',
  'PID_USERINFO',
  'PID_PERMISSIONS',
  'PID_GROUPS',
  'PID_MEMBERS',
  'PID_STATS',
  'PID_EVENTS',
  'PID_NODEINFO',
  'PID_UI',
  'PID_SOURCES',
  'PID_CLASSIFICATION',
  'PID_CLASSIFICATIONS',
  'PID_REPORTS',
  'PID_TASK_STATUS',
  'PID_REPORT_COLUMNS',
  'PID_LOG',
  'PID_PASSWORD',
  'PID_CLIENTINFO',
  'PID_AUTHENTICATION',
  'PID_BILLING',
  'PID_CLIENTCONFIG',
  'PID_SYSEXPORT_LOCATIONS',
  'PID_LICENSE',
  'PID_ACTIONS',
  'PID_MALICIOUS_FILES',
  'PID_WHATS_NEXT',
  // Not in the spec's list: a node's server settings (task limits, processing switches), edited in policy → settings.
  'PID_SERVER_SETTINGS',
  // Not in the spec's list: the policy's encryption key (name, hash; its wrapped key stays on the server).
  'PID_ENCRYPTION',
] as const;
export type PropertyId = (typeof PROPERTY_IDS)[number];
export const INFO_LEVELS = ['simple', 'basic', 'full', 'properties', 'path', 'pathInfo', 'instance', 'all'] as const;
export type InfoLevel = (typeof INFO_LEVELS)[number];
