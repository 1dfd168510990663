import { CREDIT_CARD, CRYPTO, IBAN_CODE, hasCardPrefix } from './financial';
import { breakLastDigit, confidence, found } from './testing';

describe('CREDIT_CARD', () => {
  test('one card written three ways in a row is found three times (Presidio)', () => {
    const text = '4012888888881881 4012-8888-8888-1881 4012 8888 8888 1881';
    expect(found(CREDIT_CARD, text)).toEqual(['4012888888881881', '4012-8888-8888-1881', '4012 8888 8888 1881']);
  });
  const cards = ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117', '3530111333300000', '2223003122003222'];
  test.each(cards)('published test card %s is found', card => {
    expect(found(CREDIT_CARD, `pay with ${card} today`)).toEqual([card]);
  });
  test.each(cards)('%s with a wrong check digit is not', card => {
    expect(found(CREDIT_CARD, `pay with ${breakLastDigit(card)} today`)).toEqual([]);
  });
  test('grouped numbers: 4-4-4-4 and American Express 4-6-5; mixed separators are rejected', () => {
    expect(found(CREDIT_CARD, '4111 1111 1111 1111 and 3782-822463-10005 and 4111-1111 1111-1111')).toEqual(['4111 1111 1111 1111', '3782-822463-10005']);
  });
  test('a Luhn-valid number without an issuer prefix is not a card', () => {
    expect(hasCardPrefix('9111111111111110')).toBe(false);
    expect(found(CREDIT_CARD, 'ref 9111111111111110')).toEqual([]);
  });
  test('context raises a checksum-valid card to at least 0.85; an order label lowers it', () => {
    expect(confidence(CREDIT_CARD, 'Visa card number: 4111111111111111', '4111111111111111')).toBeGreaterThanOrEqual(0.85);
    expect(confidence(CREDIT_CARD, 'Order no. 4111111111111111', '4111111111111111')).toBeLessThan(0.5);
  });
  test('longer digit runs and UUIDs are not cards', () => {
    expect(found(CREDIT_CARD, '41111111111111111111111 550e8400-e29b-41d4-a716-446655440000 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6')).toEqual([]);
  });
});

describe('IBAN_CODE', () => {
  test.each(['DE89370400440532013000', 'GB82WEST12345698765432', 'FR1420041010050500013M02606', 'GB82 WEST 1234 5698 7654 32'])('%s is found', iban => {
    expect(found(IBAN_CODE, `IBAN: ${iban}, BIC COBADEFFXXX`)).toEqual([iban]);
  });
  test('a wrong check digit or a wrong length is rejected', () => {
    expect(found(IBAN_CODE, 'DE89370400440532013001 DE8937040044053201300')).toEqual([]);
  });
  test('the IBAN stops at the country length even when words follow', () => {
    expect(found(IBAN_CODE, 'DE89 3704 0044 0532 0130 00 THEN DE89370400440532013000')).toEqual(['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000']);
  });
  test('context raises confidence', () => {
    expect(confidence(IBAN_CODE, 'Bankverbindung DE89370400440532013000', 'DE89370400440532013000')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('CRYPTO', () => {
  test.each([
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // base58check, version 0
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // base58check, version 5
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // bech32
    'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', // bech32m
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // EIP-55
  ])('valid address %s', address => {
    expect(found(CRYPTO, `send to ${address} now`)).toEqual([address]);
    expect(confidence(CRYPTO, `bitcoin wallet ${address}`, address)).toBeGreaterThanOrEqual(0.9);
  });
  test('a changed character breaks each checksum', () => {
    expect(
      found(
        CRYPTO,
        '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
      ),
    ).toEqual([]);
  });
  test('a lower-case hex string of 40 digits is only a weak match (it may be a hash)', () => {
    expect(confidence(CRYPTO, 'x 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBeLessThan(0.5);
  });
});
