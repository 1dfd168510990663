/**
 * NRP (Presidio's entity for a person's nationality, religious or political group, the NORP of named-entity
 * taggers): demonyms, adherents of religions and members of political movements, from word lists, as PERSON and
 * LOCATION are found (names.ts). Words that are also languages, dishes or parts of an organisation's name are
 * skipped where the text says so; words that are also ordinary words (Liberal, Green, Orthodox) need a cue.
 */
import type { Rule } from '../engine/rule';
import { hasAnyWord } from '../engine/context';
import { capitalisedSpans } from './capitalised';

const list = (s: string): string[] =>
  s
    .trim()
    .split(/\s*;\s*|\s*\n\s*/)
    .filter(Boolean);

/** Demonyms that are not also the name of a language (the plural adds an s). */
const NATIONALITIES = list(`
  American; Canadian; Mexican; Brazilian; Argentinian; Argentine; Chilean; Colombian; Peruvian; Venezuelan; Cuban; Ecuadorian; Bolivian;
  Uruguayan; Paraguayan; Guatemalan; Honduran; Salvadoran; Nicaraguan; Panamanian; Jamaican; Haitian; Dominican; Trinidadian; Bahamian;
  Belgian; Austrian; Australian; Egyptian; Nigerian; Kenyan; Ghanaian; Ethiopian; Somali; Sudanese; Moroccan; Algerian; Tunisian; Libyan;
  Senegalese; Cameroonian; Ugandan; Tanzanian; Rwandan; Zambian; Zimbabwean; Angolan; Mozambican; Congolese; Malian; Ivorian; Namibian;
  Indian; Pakistani; Bangladeshi; Nepali; Nepalese; Afghan; Iranian; Iraqi; Syrian; Lebanese; Jordanian; Israeli; Palestinian; Saudi;
  Yemeni; Omani; Emirati; Qatari; Kuwaiti; Bahraini; Indonesian; Malaysian; Singaporean; Filipino; Cambodian; Laotian; Burmese; Mongolian;
  Taiwanese; Tibetan; Uzbek; Kazakh; Kyrgyz; Tajik; Turkmen; Azerbaijani; Armenian; Georgian; Ukrainian; Belarusian; Moldovan; Romanian;
  Bulgarian; Serbian; Croatian; Bosnian; Slovenian; Slovak; Montenegrin; Macedonian; Albanian; Lithuanian; Latvian; Estonian; Icelandic;
  Irish; Scottish; Welsh; British; Swiss; Luxembourgish; Maltese; Cypriot; Monegasque; Scandinavian; European; African; Asian; Latino;
  Latina; Hispanic; Arab; Kurdish; Kurd; Basque; Catalan; Flemish; Walloon; Berber; Pashtun; Punjabi; Tamil; Sinhalese; Maori; Aboriginal;
  Inuit; Roma; Yoruba; Igbo; Hausa; Zulu; Xhosa; Somalian; Briton; Scot; Brit; Dane; Swede; Finn; Pole; Turk; Thai; Serb; Croat; Czech
  South African; South Korean; North Korean; New Zealander; Sri Lankan; Saudi Arabian; Puerto Rican; Costa Rican; Native American;
  African American; Latin American; Middle Eastern; Central American; South American; North American; East Asian; South Asian
`);

/** Demonyms that also name a language: 'speaks German' and 'in Spanish' are the language, not the people. */
const LANGUAGE_NATIONALITIES = list(`
  English; French; German; Spanish; Italian; Portuguese; Dutch; Russian; Chinese; Japanese; Korean; Vietnamese; Greek; Polish; Swedish;
  Danish; Norwegian; Finnish; Hungarian; Turkish; Persian; Hebrew; Hindi; Bengali; Urdu; Swahili; Ukrainian; Romanian; Bulgarian;
  Serbian; Croatian; Albanian; Arabic; Thai; Czech; Slovak; Icelandic; Irish; Welsh; Catalan; Basque; Tamil; Punjabi; Kurdish; Filipino;
  Armenian; Georgian; Mongolian; Tibetan; Indonesian; Malay; Burmese; Nepali; Somali; Amharic; Yoruba; Zulu; Maori
`);

const RELIGIONS = list(`
  Christian; Muslim; Moslem; Jew; Jewish; Hindu; Buddhist; Sikh; Jain; Catholic; Roman Catholic; Protestant; Mormon; Lutheran; Methodist;
  Baptist; Anglican; Episcopalian; Presbyterian; Evangelical; Pentecostal; Quaker; Amish; Mennonite; Adventist; Seventh-day Adventist;
  Sunni; Shia; Shiite; Shi'ite; Sufi; Taoist; Confucian; Shinto; Zoroastrian; Bahai; Baha'i; Rastafarian; Druze; Coptic; Copt; Calvinist;
  Islamic; Hasidic; Orthodox Jewish; Greek Orthodox; Russian Orthodox; Eastern Orthodox; Wiccan; Pagan; Scientologist; Unitarian
`);

const POLITICAL = list(`
  Democrat; Republican; Socialist; Communist; Marxist; Leninist; Maoist; Trotskyist; Libertarian; Tory; Tories; Nazi; Neo-Nazi; Fascist;
  Bolshevik; Zionist; Unionist; Loyalist; Nationalist; Separatist; Anarchist; Social Democrat; Christian Democrat; Federalist; Whig;
  Jacobite; Peronist; Gaullist; Chavista; Sandinista; Islamist; Jihadist; Falangist; Francoist; Stalinist; Thatcherite; Blairite; Corbynite
`);

/** Also ordinary words or parts of names: they need a cue (a party, a vote, a faith) near them. */
const AMBIGUOUS = new Set(list(`Liberal; Conservative; Green; Orthodox; Independent; Labour; Democratic; Reform; Roma; Pole; Finn; Scot; Brit`));

/** Every form: the word and its plural (Americans, Muslims, Democrats); adjectives such as Swiss, Chinese or Jewish have none. */
function withPlurals(words: string[]): string[] {
  return words.flatMap(w => (/(?:ese|ish|ch|ss|sh|x|z|s)$/.test(w) ? [w] : [w, w.replace(/y$/, 'ie') + 's']));
}

const FORMS = new Set([
  ...withPlurals([...NATIONALITIES, ...RELIGIONS, ...POLITICAL]),
  ...LANGUAGE_NATIONALITIES,
  ...['Tories', 'Liberals', 'Conservatives', 'Greens', 'Independents'],
]);
const LANGUAGES = new Set(LANGUAGE_NATIONALITIES);
/** The longest form first, by first word, so that 'South African' wins over 'African' and 'Roman Catholic' over nothing. */
const BY_FIRST_WORD = new Map<string, string[]>();
for (const form of [...FORMS, ...AMBIGUOUS]) {
  const first = form.split(' ')[0];
  BY_FIRST_WORD.set(
    first,
    [...(BY_FIRST_WORD.get(first) ?? []), form].sort((a, b) => b.length - a.length),
  );
}

/** Words around a group name that say it describes a person: a label, a faith, a party, a vote, citizenship. */
const CUES = [
  'nationality',
  'citizenship',
  'citizen',
  'citizens',
  'national',
  'nationals',
  'religion',
  'religious',
  'faith',
  'belief',
  'ethnicity',
  'ethnic',
  'ethnic origin',
  'origin',
  'descent',
  'heritage',
  'community',
  'party',
  'voter',
  'voters',
  'voted',
  'vote',
  'member',
  'members',
  'supporter',
  'supporters',
  'candidate',
  'politician',
  'senator',
  'mp',
  'church',
  'mosque',
  'synagogue',
  'temple',
  'converted',
  'practising',
  'devout',
  'political affiliation',
  'affiliation',
  'immigrant',
  'immigrants',
  'refugee',
  'refugees',
  'is a',
  'is an',
  'born',
];
/** Before a language name: it is the language ('speaks French', 'translated into German', 'in Spanish'). */
const LANGUAGE_BEFORE =
  /(?:languages?:?|speaks?|spoke|spoken|speaking|fluent in|native|in|into|from|learn|learning|learned|teach|teaches|taught|study|studies|write|writes|written|read|reads|translated|translate|subtitled|dubbed|and|or)\s{1,3}$/i;
const LANGUAGE_AFTER =
  /^\s{1,3}(?:version|edition|text|speaker|speakers|lesson|lessons|course|courses|class|classes|teacher|grammar|dictionary|word|words|keyboard|keymap|locale|messages|manual|font|fonts|menu|menus|spelling|alphabet|characters|script|encoding|input)\b|\blanguages?\b|translat|subtit/i;
/** Dishes and things named after a people, not people. */
const THING_AFTER =
  /^\s{1,3}(?:fries|toast|cheese|pastry|pastries|delight|dressing|horn|press|door|doors|kiss|braid|knife|bulldog|shepherd|terrier|food|cuisine|restaurant|coffee|tea|breakfast|salad|bread|wine|beer|vodka|whisky|rug|rugs|blinds|window|windows|manicure|twist)\b/i;

/** The word before starts a sentence, a line or a quotation ('Many Americans', 'The French'); not after '(', where a name stands ('(Bryan English)'). */
const SENTENCE_START_BEFORE = /(?:[.!?:;"“]\s{0,3}|\n\s*)\p{Lu}\p{Ll}*\s$/u;

interface Span {
  start: number;
  end: number;
}

function groupAt(text: string, start: number, word: string): string | undefined {
  return (BY_FIRST_WORD.get(word) ?? []).find(form => text.startsWith(form, start) && !/^[\p{L}\p{N}_]/u.test(text.charAt(start + form.length)));
}

function nrpIn(text: string, start: number, word: string): Span | null {
  const form = groupAt(text, start, word);
  if (!form) return null;
  const end = start + form.length;
  // a line break stands for the start of the text, where a sentence starts too
  const before = (start <= 30 ? '\n' : '') + text.slice(Math.max(0, start - 30), start);
  const after = text.slice(end, end + 30);
  // part of a name: 'American Express', 'British Airways', 'Royal Dutch Shell' (a capitalised word after it, or before it
  // where no sentence starts)
  if (/^ \p{Lu}/u.test(after)) return null;
  if (/\p{Lu}[\p{L}\p{M}]*\s$/u.test(before) && !SENTENCE_START_BEFORE.test(before)) return null;
  if (LANGUAGES.has(form) && (LANGUAGE_BEFORE.test(before) || LANGUAGE_AFTER.test(after))) return null;
  if (THING_AFTER.test(after)) return null;
  if (AMBIGUOUS.has(form) || AMBIGUOUS.has(form.replace(/s$/, ''))) {
    const around = text.slice(Math.max(0, start - 40), Math.min(text.length, end + 40));
    if (!hasAnyWord(around, CUES)) return null;
  }
  return { start, end };
}

export const NRP: Rule = {
  info: {
    id: 'NRP',
    name: 'Nationality, religious or political group',
    description:
      "A person's nationality, religion or political group (German, Muslim, Republican ...), from word lists; a language name after 'speaks' or 'in', a dish ('French fries') and a word inside an organisation's name ('British Airways') are not reported, and words such as Liberal or Orthodox need a word about a party or a faith nearby.",
    category: 'PII',
  },
  // the capitalised words PERSON and LOCATION read too (capitalised.ts), looked up by their first word
  *find(text, scan) {
    const words = capitalisedSpans(text, scan);
    let from = 0;
    for (let i = 0; i < words.length; i += 2) {
      const start = words[i];
      if (start < from) continue;
      const written = text.slice(start, words[i + 1]);
      // a possessive ('American's'), read by character code: this runs for every capitalised word
      const n = written.length;
      const possessive = n >= 2 && written.charCodeAt(n - 1) === 115 && (written.charCodeAt(n - 2) === 39 || written.charCodeAt(n - 2) === 0x2019);
      const word = possessive ? written.slice(0, -2) : written;
      if (!BY_FIRST_WORD.has(word)) continue;
      const span = nrpIn(text, start, word);
      if (span) {
        yield span;
        from = span.end;
      }
    }
  },
  base: 0.6,
  context: CUES,
};
