/** Indonesia: NIK, the population identification number (region, birth date, serial); it has no check digit. */
import type { Rule } from '../engine/rule';
import { digitsOf, token } from '../engine/rule';
import { isValidDate } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** Province codes: Sumatra 11-19, Riau Islands 21, Java 31-36, Bali and Nusa Tenggara 51-53, Kalimantan 61-65, Sulawesi 71-76, Maluku 81-82, Papua 91-97. */
function isProvince(code: number): boolean {
  return (
    (code >= 11 && code <= 19) ||
    code === 21 ||
    (code >= 31 && code <= 36) ||
    (code >= 51 && code <= 53) ||
    (code >= 61 && code <= 65) ||
    (code >= 71 && code <= 76) ||
    code === 81 ||
    code === 82 ||
    (code >= 91 && code <= 97)
  );
}

/** PPRRSS, then DDMMYY of birth (40 added to the day for women), then four serial digits (not 0000). */
export function isValidNik(digits: string): boolean {
  if (digits.length !== 16 || !isProvince(Number(digits.slice(0, 2))) || digits.endsWith('0000')) return false;
  const day = Number(digits.slice(6, 8)) % 40;
  const month = Number(digits.slice(8, 10));
  const yy = Number(digits.slice(10, 12));
  return isValidDate(1900 + yy, month, day) || isValidDate(2000 + yy, month, day);
}

export const ID_NIK: Rule = {
  info: {
    id: 'ID_NIK',
    name: 'Indonesian population identification number (NIK)',
    description:
      'A Nomor Induk Kependudukan: province, regency and district codes, the birth date (day + 40 for women) and a serial. Sixteen digits without a check digit look like a card number, so only near a NIK word.',
    country: 'ID',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{16}|\d{6}[ .]\d{6}[ .]\d{4}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.5,
  contextRequired: true,
  check: value => isValidNik(digitsOf(value)),
  context: ['nik', 'nomor induk kependudukan', 'no. ktp', 'nomor ktp', 'ktp', 'e-ktp', 'kartu tanda penduduk'],
};

export const ID_RULES = [ID_NIK];
