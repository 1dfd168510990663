/** Values of idx_entries.reclassify: why a file waits to be classified again after a policy change. */
export const RECLASSIFY_FROM_TEXT = 1;
/** Its text is not kept: the next scan reads it again. */
export const RECLASSIFY_AT_NEXT_SCAN = 2;
