/**
 * A lower-case run of hexadecimal digits with three letters or more is a digest (a commit hash such as fc3552305a,
 * a checksum), whatever document number it happens to look like; document numbers are printed in capitals.
 */
export function isHexDigest(value: string): boolean {
  return /^[0-9a-f]+$/.test(value) && (value.match(/[a-f]/g)?.length ?? 0) >= 3;
}
