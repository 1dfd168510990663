/** Typed extension points: a contribution is plain data plus lazy parts, so registering costs nothing. */
import type { ComponentType } from 'react';
import type { NodeActionRule, PermissionCode, SectionDescriptor, TabDescriptor, TreeObject } from '../api';
import type { WidgetTypeDescriptor } from '../api/dashboard';
import type { ServiceMode, ServiceTypeDescriptor } from '../api/policy';
import type { ServiceField } from '../api/services';

export interface ExtensionPoint<C> {
  readonly id: string;
  readonly __contribution?: C;
}
export function createExtensionPoint<C>(id: string): ExtensionPoint<C> {
  return Object.freeze({ id }) as ExtensionPoint<C>;
}

export type LazyComponent<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** A section: its descriptor (classes where it shows, codes it needs; what the server is handed too) plus its page. */
export interface SectionContribution extends SectionDescriptor {
  title: string;
  icon: string;
  tooltip: string;
  /** Route path segment, e.g. 'dashboard'; the section's routes are /{route}/{tab?}. */
  route: string;
  /** Default tab when none is given. */
  defaultTab?: string;
  /** A refusal for want of codes redirects without a notice (administration is hidden from non-admins, not refused). */
  refusesQuietly?: boolean;
  load: LazyComponent<SectionProps>;
  /** Starts the reads the section's page will make, as soon as the page's address is known (see PagePrefetch). */
  prefetch?: PagePrefetch;
}
export interface SectionProps {
  node: TreeObject;
  tab?: string;
}

/** A tab: its descriptor (classes where it shows, codes it needs; what the server is handed too) plus its component. */
export interface TabContribution extends TabDescriptor {
  title: string;
  info: string;
  load: LazyComponent<TabProps>;
  /** Starts the reads the tab will make, as soon as the page's address is known (see PagePrefetch). */
  prefetch?: PagePrefetch;
}

/**
 * What a page may start before it is drawn: the console calls it with the node named in the address as soon as
 * the address is known (on opening the console and on every navigation), before the node is read and the
 * navigation check has run, at the same time as it loads the section's and the tab's chunks. So it only reads
 * (the answers land in react-query under the keys the page uses; a refusal is an errored query the page asks
 * again) and starts chunks; it never writes or notifies.
 */
export type PagePrefetch = (ctx: PagePrefetchContext) => void;
export interface PagePrefetchContext {
  nodeId: string;
  tab?: string;
  services: import('./hooks').ConsoleServices;
  queryClient: import('@tanstack/react-query').QueryClient;
}
export interface TabProps {
  node: TreeObject;
}

/** Why an action that needs a ready node (scan, rescan, add children) is disabled. */
export const NOT_READY_REASON = 'The object is not ready to work yet.';

export interface NodeActionContext {
  isPaused: boolean;
  isReadyToWork: boolean;
  isDesktop: boolean;
  licence?: { enableAutomaticDataActions?: boolean };
  airGapped: boolean;
}
/** A node action: where it applies and the code sets that allow it (sdk/api nodeActionRule for the server's own operations), plus its run or dialog. */
export interface NodeActionContribution extends NodeActionRule {
  id: string;
  label: string;
  icon?: string;
  order: number;
  /** Shown at all in this state (e.g. pause only when not paused). */
  visible?(node: TreeObject, ctx: NodeActionContext): boolean;
  /** null when enabled, otherwise the reason shown as a tooltip. */
  disabledReason?(node: TreeObject, ctx: NodeActionContext): string | null;
  /** A dialog to open, or a direct run. */
  dialog?: LazyComponent<NodeActionDialogProps>;
  run?(node: TreeObject, services: NodeActionServices): Promise<void>;
}
export interface NodeActionDialogProps {
  node: TreeObject;
  onClose(): void;
}
export interface NodeActionServices {
  api: import('./services').ApiClient;
  notifications: import('./services').NotificationService;
  tree: import('./services').TreeService;
}

/** A widget type: its descriptor (id, chart or not, valid(details)) plus its editor schema and lazy component. */
export interface WidgetTypeContribution<D = Record<string, unknown>> extends WidgetTypeDescriptor {
  title: string;
  description: string;
  defaultSize: string; // 'WxH' on the 12-column grid
  defaultDetails: D;
  /** JSON-schema-like description of the details, which drives the editor form. */
  detailsSchema: DetailsField[];
  migrate?(details: unknown): D;
  load: LazyComponent<WidgetProps<D>>;
  preview?: string;
}
export interface DetailsField {
  key: string;
  label: string;
  kind: 'select' | 'boolean' | 'number' | 'text' | 'url';
  options?: { value: string | number; label: string }[];
  min?: number;
  max?: number;
  /** A credential: shown as a password input; the server keeps it encrypted and never answers it in clear. */
  secret?: boolean;
}
export interface WidgetProps<D = Record<string, unknown>> {
  node: TreeObject;
  details: D;
  title: string;
  size: { w: number; h: number };
}

export type { ServiceMode } from '../api/policy';
/**
 * A service type: its descriptor (modes it supports, path style; what the server is handed too) and its parameters
 * form: fields drive a generic editor; validate answers field key -> message (mode given, e.g. Target needs storePath).
 */
export interface ServiceFormContribution extends ServiceTypeDescriptor {
  title: string;
  /** The parameters (sdk/api/services.ts); 'secret' fields are sealed by the server and never read back. */
  fields: readonly ServiceField[];
  validate?(values: Record<string, unknown>, mode?: ServiceMode): Record<string, string>;
  load?: LazyComponent<{ value: unknown; onChange(v: unknown): void; mode: ServiceMode }>;
}

/** A panel the shell shows above the section content of the active node (e.g. the progress of its running scan). */
export interface NodePanelContribution {
  id: string;
  order: number;
  /** Node classes where the panel shows; undefined means every class. */
  classes?: string[];
  /** Codes needed on the node; absent means none. */
  needs?: PermissionCode[];
  load: LazyComponent<NodePanelProps>;
}
export interface NodePanelProps {
  node: TreeObject;
}

/**
 * Something the top bar shows beside the bell and the user menu (e.g. the help drawer's button, the licence's
 * upgrade button). The component draws its own button and whatever it opens; it is told where the user is.
 */
export interface TopBarItemContribution {
  id: string;
  order: number;
  load: LazyComponent<TopBarItemProps>;
}
export interface TopBarItemProps {
  /** The active node, or null on settings pages and before the tree is read. */
  node: TreeObject | null;
  /** The section route and tab shown ('policy', 'classifications'), or the settings page ('settings', 'license'). */
  section?: string;
  tab?: string;
  go(url: string): void;
}

export interface SettingsPageContribution {
  id: string;
  route: string;
  title: string;
  group: 'profiles' | 'support';
  order: number;
  adminOnly?: boolean;
  load: LazyComponent;
}
/**
 * A page reached without signing in (spec 000 §2 public routes), e.g. /activate or /reset-password: an area adds one
 * without editing the console's core. The page is drawn without the shell; a signed-in visitor sees it too.
 */
export interface PublicPageContribution {
  id: string;
  /** Absolute path, e.g. '/activate'. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}
/**
 * A sign-in provider on the console side: how the sign-in page offers it (credentials: a user id and password
 * form; redirect: a button that sends the browser to the identity provider) and, for Settings → Authentication,
 * the form of a method's parameters.
 */
export interface AuthProviderContribution {
  provider: string;
  title: string;
  icon?: string;
  kind: 'credentials' | 'redirect';
  load?: LazyComponent<{ onSubmit(creds: Record<string, string>): Promise<void> }>;
  /** The parameters a new method starts with. */
  defaults?: Record<string, unknown>;
  /** The form of a method's parameters (Settings → Authentication). */
  settingsForm?: LazyComponent<SignInMethodFormProps>;
}
export interface SignInMethodFormProps {
  provider: string;
  parameters: Record<string, unknown>;
  /** Secret parameters that hold a value on the server (never sent to the console). */
  secretsSet: readonly string[];
  onChange(parameters: Record<string, unknown>): void;
  /** Field → message, from the last check. */
  errors: Record<string, string>;
}

export const Sections = createExtensionPoint<SectionContribution>('core.sections');
export const Tabs = createExtensionPoint<TabContribution>('core.tabs');
export const NodeActions = createExtensionPoint<NodeActionContribution>('core.node-actions');
export const WidgetTypes = createExtensionPoint<WidgetTypeContribution<any>>('core.widget-types');
export const ServiceForms = createExtensionPoint<ServiceFormContribution>('core.service-forms');
export const NodePanels = createExtensionPoint<NodePanelContribution>('core.node-panels');
export const TopBarItems = createExtensionPoint<TopBarItemContribution>('core.top-bar-items');
export const SettingsPages = createExtensionPoint<SettingsPageContribution>('core.settings-pages');
export const PublicPages = createExtensionPoint<PublicPageContribution>('web.public-pages');
export const AuthProviders = createExtensionPoint<AuthProviderContribution>('core.auth-providers');
