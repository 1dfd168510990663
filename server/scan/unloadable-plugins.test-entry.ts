/** A plugins module that cannot be loaded, for content-stage.test.ts: a thread that loads it fails. */
throw new Error('these plugins must not be loaded to hash local files');
