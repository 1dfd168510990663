/**
 * Global entities against published vectors: Presidio's recognizer tests (e-mail, URL, credit cards,
 * crypto addresses, IP addresses), python-stdnum's IBAN and bitcoin tests, the card networks' published
 * test numbers and the IBAN examples of the national banking associations.
 */
import { EMAIL_ADDRESS, PHONE_NUMBER, URL } from './contact';
import { CREDIT_CARD, CRYPTO, IBAN_CODE } from './financial';
import { IP_ADDRESS, MAC_ADDRESS } from './network';
import { DATE_OF_BIRTH } from './dob';
import { checkVectors } from './testing';

describe('EMAIL_ADDRESS vectors', () => {
  checkVectors({
    rule: EMAIL_ADDRESS,
    label: 'E-mail:',
    withLabel: 0.9,
    valid: [
      'info@presidio.site',
      'anotherinfo@presidio.site',
      'jane.doe+tag@mail.example.co.uk',
      'user_name@sub-domain.example.com',
      'x@example.museum',
      'JOHN.SMITH@EXAMPLE.COM',
      'first.last@xn--bcher-kva.example',
      'test@例え.テスト',
      'xn--user-jta@xn--d1acpjx3f.xn--p1ai',
      'user@bücher.de', // internationalised domains (Presidio's .NET port)
    ],
    invalid: ['info@presidio.', 'logo@2x.png', '@handle', 'a@b', 'user@localhost', 'john..doe@example.com', 'john@example..com', 'john@-example.com'],
  });
});

describe('PHONE_NUMBER vectors', () => {
  checkVectors({
    rule: PHONE_NUMBER,
    label: 'Phone:',
    withLabel: 0.7,
    valid: [
      '+1 415 555 0132',
      '(415) 555-0132',
      '415-555-0132',
      '415.555.0132',
      '+1-415-555-0132',
      '+1 (415) 555-0132',
      '+44 20 7946 0958',
      '020 7946 0958',
      '+49 30 901820',
      '+33 6 12 34 56 78',
      '06 12 34 56 78',
      '+91 98765 43210',
      '+61 2 9876 5432',
      '+4915112345678',
      '+34 912 345 678',
      '+39 06 6982 1234',
      '+31 20 123 4567',
      // Presidio's phone tests
      '+91 4155550132',
      '+91 4155 550132',
      '+49 30 1234567',
      '+30 21 0 1234567',
      '+44 (20) 7123 4567',
      '+55 11 98456 5666',
      '+39 06 678 4343',
      '+33 1 42 68 53 00',
      '(415)555-0132',
      '(212) 555-0187',
      '09-7625400', // Israel (a default region, as in Presidio)
      // subscriber numbers of eight digits in one block (Berlin, Munich, German mobiles)
      '030 12345678',
      '089 12345678',
      '0171 12345678',
    ],
    invalid: ['+1 555 555 5555', '+44 20 7946 09', '2023-10-05', '192.168.100.200', '14.03.1985', '+999 123 456 789', '123'],
  });
});

describe('CREDIT_CARD vectors', () => {
  checkVectors({
    rule: CREDIT_CARD,
    label: 'Card number:',
    valid: [
      '4012888888881881',
      '4012-8888-8888-1881',
      '4012 8888 8888 1881',
      '4111111111111111',
      '4917300800000000',
      '4484070000000000',
      '371449635398431',
      '3714 496353 98431',
      '5555555555554444',
      '5019717010103742',
      '30569309025904',
      '6011000400000000',
      '3528000700000000',
      '6759649826438453',
      '2223003122003222',
      '6200000000000005',
      '122000000000003',
    ],
    invalid: [
      '4012-8888-8888-1882',
      '36168002586008',
      '4111 1111 1111 1112',
      '4111-1111 1111-1111',
      '9111111111111110',
      '41111111111111111111',
      '1111111111111111',
    ],
  });
});

describe('IBAN_CODE vectors', () => {
  checkVectors({
    rule: IBAN_CODE,
    label: 'IBAN:',
    valid: [
      'DE89370400440532013000',
      'DE89 3704 0044 0532 0130 00',
      'GB82WEST12345698765432',
      'GB82 WEST 1234 5698 7654 32',
      'FR1420041010050500013M02606',
      'NL91ABNA0417164300',
      'NL91 ABNA 0417 1643 00',
      'CH9300762011623852957',
      'ES9121000418450200051332',
      'IT60X0542811101000000123456',
      'BE68539007547034',
      'AT611904300234573201',
      'PL61109010140000071219812874',
      'SE4550000000058398257466',
      'NO9386011117947',
      'DK5000400440116243',
      'FI2112345600000785',
      'IE29AIBK93115212345678',
      'PT50000201231234567890154',
      'LU280019400644750000',
      'SA0380000000608010167519',
      'AE070331234567890123456',
      'MT84MALT011000012345MTLCAST001S',
      // Presidio's IBAN tests
      'AL47-2121-1009-0000-0002-3569-8741',
      'BY13 NBRB 3600 9000 0000 2Z00 AB00',
      'QA58 DOHB 0000 1234 5678 90AB CDEF G',
      'LI21 0881 0000 2324 013A A',
      'MU17 BOMM 0101 1010 3030 0200 000M UR',
      'BR97 0036 0305 0000 1000 9795 493P 1',
      'VG96 VPVG 0000 0123 4567 8901',
      'XK05 1212 0123 4567 8906',
      'KZ86 125K ZT50 0410 0100',
      'TL38 0080 0123 4567 8910 157',
    ],
    invalid: [
      'DE89370400440532013001',
      'GB82WEST12345698765433',
      'DE8937040044053201300',
      'XX89370400440532013000',
      'DE89 3704 0044 0532 0130 01',
      'NL91ABNA041716430',
      'AL47-2121 1009-0000-0002-3569-8741', // spaces and hyphens mixed
      // Presidio's IBAN tests
      'AL47/2121/1009/0000/0002/3569/8741',
      'AL47 212A 1009 0000 0002 3569 8741',
      'EE38 2200 2210  014 5686',
      'GI75 aWBK 0000 0000 7099 453',
      'AM47212110090000000235698740',
      'IL15 0120 6900 0000',
      'AB150120690000003111141',
    ],
  });
});

describe('CRYPTO vectors', () => {
  checkVectors({
    rule: CRYPTO,
    label: 'Bitcoin wallet:',
    valid: [
      '16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    ],
    invalid: [
      '16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ2',
      '16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyY',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDdC8C6FB',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp',
      'Bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '8f953371d3e85eddb89b05ed6b9e680791055315c73e1025ab5dba7bb2aee189',
    ],
  });
});

describe('IP_ADDRESS vectors', () => {
  checkVectors({
    rule: IP_ADDRESS,
    label: 'IP address:',
    withLabel: 0.8,
    valid: [
      '192.168.0.1',
      '127.0.0.1',
      '255.255.255.255',
      '0.0.0.0',
      '10.0.0.0',
      '169.254.1.1',
      '192.168.1.0/24',
      '10.0.0.0/8',
      '684D:1111:222:3333:4444:5555:6:77',
      '2345:0425:2CA1:0000:0000:0567:5673:23b5',
      '2345:0425:2CA1::0567:5673:23b5',
      '2400:c401::5054:ff:fe1b:b031',
      'fe80::1',
      '2001:db8::1',
      '2001:db8::8a2e:370:7334',
      '::1',
      'ff02::1',
      '::ffff:192.0.2.1',
      '64:ff9b::192.0.2.1',
      '0:0:0:0:0:FFFF:129.144.52.38',
      '2001:db8::/32',
    ],
    invalid: [
      '192.168.0',
      '684D:1111:222:3333:4444:5555:77',
      '256.256.256.256',
      '192.168.1.256',
      '300.168.1.1',
      'gggg:hhhh::1234',
      '12345:db8::1',
      '2001::db8::1',
      '12:34:56',
      'std::cout',
      ':::',
      '192.168.01.1',
      '1.2.3.4.5',
    ],
  });
});

describe('MAC_ADDRESS vectors', () => {
  checkVectors({
    rule: MAC_ADDRESS,
    label: 'MAC address:',
    withLabel: 0.9,
    valid: ['00:1A:2B:3C:4D:5E', '00-1a-2b-3c-4d-5e', 'aa:bb:cc:dd:ee:ff', '3C:22:FB:0A:12:9E', '0d-B3-4a-6A-d9-cF'],
    // three dotted groups of four (Cisco) are also version numbers and collation weights: only with a MAC word
    withContextOnly: ['001a.2b3c.4d5e', '0012.3456.789A', 'aabb.ccdd.eeff' /* Presidio */],
    invalid: [
      '00:1A-2B:3C:4D:5E',
      '00:1A:2B:3C:4D:5E:6F',
      '00:1A:2B:3C:4D',
      '0G:1A:2B:3C:4D:5E',
      '001a.2b3c.4d5',
      'FF:FF:FF:FF:FF:FF',
      '00:00:00:00:00:00',
      'ZZ:ZZ:ZZ:ZZ:ZZ:ZZ',
      '10:2F:33-AC-29-C3', // Presidio's MAC tests
    ],
  });
});

describe('URL vectors', () => {
  checkVectors({
    rule: URL,
    label: 'Website:',
    // a label does not make an address personal data: it stays a trace
    withLabel: 0.45,
    valid: [
      'https://www.microsoft.com/',
      'http://www.microsoft.com/',
      'http://www.microsoft.com',
      'http://microsoft.com',
      'http://microsoft.site',
      'http://microsoft.webcam',
      'http://microsoft.vlaanderen',
      'https://webhook.site/324d38de-dc6b-4920-9c3e-813f7cf78729?q=1&b=2',
      'https://www.microsoft.com/store/abc/',
      'www.example.com',
      'ftp://files.example.net/x',
      'http://192.168.0.1:8080/admin',
      'http://localhost:3000/',
      'microsoft.com',
      'google.co.il',
      'example.org/path?q=1',
    ],
    invalid: ['www.microsoft', 'http://microsoft', 'http://', 'report.pdf', 'setup.py', 'Makefile.in', 'node.js', 'v1.2.3'],
  });
});

describe('DATE_OF_BIRTH vectors', () => {
  checkVectors({
    rule: DATE_OF_BIRTH,
    label: 'Date of birth:',
    withLabel: 0.8,
    valid: [
      '1985-03-14',
      '14.03.1985',
      '03/14/1985',
      '14/03/1985',
      '14/03/85',
      '1985/03/14',
      '14 March 1985',
      '14th March 1985',
      'March 14, 1985',
      'Mar 14, 1985',
      '14-Mar-1985',
      '14 mars 1985',
      '14. März 1985',
    ],
    invalid: ['31.02.1985', '1985-13-01', `01.01.${new Date().getUTCFullYear() + 1}`, '14 Foo 1985', '2023-10-05T12:30:45Z', '32/01/1985', '1850-01-01'],
  });
});
