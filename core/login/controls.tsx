/** The sign-in pages' input and button live in the sdk, shared with the public pages of plugins. */
export { ActionButton, TextInput, type ActionButtonProps } from '@fathom/sdk/web/ui/controls';
