/** The public pages' frame lives in the sdk, shared with the public pages of plugins. */
export { BrandPanel, LoginLayout } from '@fathom/sdk/web/ui/PublicPageLayout';
