/**
 * The built-in country classifications with the classifier plugins the host loads: a document holding one of a
 * country's identifiers gets that country's classification and no other country's; a document with contact
 * details and a number that is personal only beside them (a card, a business number) gets it too; contact details
 * alone, or such a number alone, do not.
 */
import { BUILTIN_CLASSIFICATIONS, COUNTRY_POLICIES, createClassificationEngine, type ClassificationEngine } from '../../server/classify';
import { classifiersOf } from '../../server/plugins/contributions';
import { loadServerPlugins } from './plugins';

let engine: ClassificationEngine;
beforeAll(async () => {
  const { plugins } = await loadServerPlugins();
  engine = createClassificationEngine({ classifiers: classifiersOf(plugins), classifications: BUILTIN_CLASSIFICATIONS });
});

const countryNames = COUNTRY_POLICIES.map(p => `${p.name} Personal Data`);
/** The country classifications a text gets. */
const countriesOf = (text: string) =>
  engine
    .classify(text)
    .classifications.map(c => c.name)
    .filter(n => countryNames.includes(n));

/** One document per country, with a valid identifier (published test vectors) after its label. */
const IDENTITY_DOCUMENTS: Record<string, string> = {
  'U.S.': 'Employee record. SSN: 536-22-8726.',
  'U.K.': 'NHS number: 943 476 5870.',
  Germany: 'Rentenversicherungsnummer: 15070649C103.',
  France: 'Numéro de sécurité sociale : 2 55 08 14 168 025 38.',
  Spain: 'NIE: X1234567L.',
  Italy: 'Codice fiscale: MRTMTT91D08F205J.',
  Netherlands: 'BSN: 111222333.',
  Poland: 'PESEL: 44051401359.',
  Sweden: 'Personnummer: 811228-9874.',
  Finland: 'Henkilötunnus: 131052-308T.',
  India: 'Aadhaar number: 2341 2341 2346.',
  Australia: 'Medicare card number: 2123 45670 1.',
  Singapore: 'NRIC: S1234567D.',
  'South Korea': 'Foreigner registration number: 931112-6271351.',
  'South Africa': 'ID number: 8001015009087.',
  Turkey: 'TC Kimlik No: 17291716060.',
  Canada: 'SIN: 130 692 544.',
  Thailand: 'เลขประจำตัวประชาชน: 1-2345-67890-12-1.',
  Nigeria: 'NIN: 10000102947.',
  Russia: 'СНИЛС 112-233-445 95.',
  Taiwan: '身分證字號: A123456789.',
  Belgium: 'Rijksregisternummer: 85.07.30-033.28.',
  Denmark: 'CPR-nr.: 211062-5629.',
  Portugal: 'NIF: 501 964 843.',
  Romania: 'CNP: 1630615123457.',
  Bulgaria: 'ЕГН: 8032056031.',
  Croatia: 'OIB: 33392005961.',
  Czechia: 'Rodné číslo: 710319/2745.',
  Slovakia: 'Rodné číslo: 710319/2745.',
  Estonia: 'Isikukood: 36805280109.',
  Lithuania: 'Asmens kodas: 33309240064.',
  Ireland: 'PPS No: 6433435OA.',
  Brazil: 'CPF: 390.533.447-05.',
  Mexico: 'CURP: BOXW310820HNERXN09.',
  Argentina: 'CUIT: 20-26756539-3.',
  Chile: 'RUT: 12.531.909-2.',
  China: '身份证号: 360426199101010071.',
  Japan: 'マイナンバー: 6214 9832 0257.',
  Israel: 'Teudat zehut: 039337423.',
  'New Zealand': 'IRD number: 49-098-576.',
  Switzerland: 'AHV-Nr.: 756.9217.0769.85.',
  Norway: 'Fødselsnummer: 151086 95088.',
  Austria: 'Versicherungsnummer: 1237 010180.',
  Greece: 'ΑΜΚΑ: 01013099997.',
  Slovenia: 'EMŠO: 0101006500006.',
  Latvia: 'Personas kods: 161175-19997.',
  Iceland: 'Kennitala: 120174-3399.',
  Colombia: 'NIT: 213.123.432-1.',
  Peru: 'DNI: 10117410-2.',
  Ecuador: 'Cédula: 171430710-3.',
  Ukraine: 'РНОКПП: 1759013776.',
  Malaysia: 'No. Kad Pengenalan: 770305-02-1234.',
  'Hong Kong': 'HKID: A123456(3).',
  'United Arab Emirates': 'Emirates ID: 784-1968-6570305-0.',
  Pakistan: 'CNIC: 34201-0891231-8.',
  Indonesia: 'NIK: 3171011708450001.',
  Luxembourg: 'Matricule: 1990010112384.',
  Hungary: 'Adóazonosító jel: 8422780135.',
  Serbia: 'JMBG: 0101900350008.',
  Venezuela: 'RIF: V-11470283-4.',
};

/** Numbers that are a country's personal data only beside contact details. */
const LINKED_DOCUMENTS: Record<string, string> = {
  'U.S.': 'Card number: 4111 1111 1111 1111.',
  'U.K.': 'Postcode: SW1A 1AA.',
  Germany: 'USt-IdNr.: DE136695976.',
  Italy: 'Partita IVA: 00743110157.',
  India: 'GSTIN: 27AAPFU0939F1ZV.',
  Australia: 'ABN: 51 824 753 556.',
  'South Korea': '사업자등록번호: 104-86-56659.',
  Singapore: 'UEN: 197401143C.',
  Brazil: 'CNPJ: 16.727.230/0001-97.',
};

const CONTACT = 'Contact: Maria Garcia, maria.garcia@example.com.';

test('every country policy has an identity document', () => {
  expect(COUNTRY_POLICIES).toHaveLength(60);
  expect(Object.keys(IDENTITY_DOCUMENTS).sort()).toEqual(COUNTRY_POLICIES.map(p => p.name).sort());
  expect(Object.keys(LINKED_DOCUMENTS).sort()).toEqual(
    COUNTRY_POLICIES.filter(p => p.linked?.length)
      .map(p => p.name)
      .sort(),
  );
});

describe.each(COUNTRY_POLICIES.map(p => p.name))('%s Personal Data', country => {
  const name = `${country} Personal Data`;

  test('a document with one of its identifiers gets it, and no other country (but those sharing the identifier)', () => {
    const identity = COUNTRY_POLICIES.find(p => p.name === country)!.identity;
    const sharing = COUNTRY_POLICIES.filter(p => p.identity.some(r => identity.includes(r))).map(p => `${p.name} Personal Data`);
    expect(sharing).toContain(name);
    expect(countriesOf(`${IDENTITY_DOCUMENTS[country]}\n`)).toEqual(sharing);
  });

  test("a document without its identifiers does not get it (another country's, contact details only)", () => {
    const other = country === 'Canada' ? 'Turkey' : 'Canada';
    expect(countriesOf(IDENTITY_DOCUMENTS[other])).not.toContain(name);
    expect(countriesOf(CONTACT)).toEqual([]);
    expect(countriesOf('Quarterly figures: revenue 1,204,330; 17 stores; version 4.2.1.')).toEqual([]);
  });

  if (LINKED_DOCUMENTS[country]) {
    test('a linked number gets it beside contact details, not alone', () => {
      expect(countriesOf(`${CONTACT}\n${LINKED_DOCUMENTS[country]}`)).toContain(name);
      expect(countriesOf(LINKED_DOCUMENTS[country])).not.toContain(name);
    });
  }
});
