/** The plugin host's named errors live in the sdk, shared by the console's host and the server's. */
export * from '@fathom/sdk/web/host-errors';
