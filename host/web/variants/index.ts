/**
 * The console variants: data only (plugin set, brand, mode, what is left out). The build makes one
 * bundle per variant under dist/web/<id>/.
 */
import type { Variant } from '@fathom/sdk/web';
import { fathomBrand } from '../brands/fathom';
import { harborBrand } from '../brands/harbor';
import { ALL_PLUGINS, WIDGET_PLUGINS, dashboard } from './plugins';

/** Everything. */
export const platform: Variant = { id: 'platform', brand: fathomBrand, mode: 'platform', plugins: ALL_PLUGINS };

/** Reduced mode: only the dashboard route, no permission check on navigation. */
export const basic: Variant = { id: 'basic', brand: fathomBrand, mode: 'basic', plugins: [dashboard, ...WIDGET_PLUGINS] };

/** Inside the desktop app: the user menu offers only logout. */
export const desktop: Variant = { id: 'desktop', brand: fathomBrand, mode: 'desktop', plugins: ALL_PLUGINS };

/** On-premises platform sign-in: platform name, user id, password. */
export const onprem: Variant = { id: 'onprem', brand: fathomBrand, mode: 'onprem', plugins: ALL_PLUGINS };

/** A partner brand: the platform console with its own name, logo and colours, without the changelog page. */
export const harbor: Variant = { id: 'harbor', brand: harborBrand, mode: 'platform', plugins: ALL_PLUGINS.filter(p => p.id !== 'settings-changelog') };

export const VARIANTS: Record<string, Variant> = { platform, basic, desktop, onprem, harbor };
