/**
 * A second set of NRP cases, written after the rule and never used to tune it: its figures are the honest ones
 * (names.test.ts reports both sets). News text, forms and records.
 */
import type { LabelledCase } from '@fathom/sdk/server';

type Row = [text: string, ...expected: string[]];

const ROWS: Row[] = [
  ['Ethnic origin: Pakistani', 'Pakistani'],
  ['The Kenyan runner won the marathon in Berlin.', 'Kenyan'],
  ['Both Israelis and Palestinians attended the talks.', 'Israelis', 'Palestinians'],
  ['Her father was a Methodist minister.', 'Methodist'],
  ['The Mexican consulate issued a new passport.', 'Mexican'],
  ['Tory MPs voted against the bill.', 'Tory'],
  ['Religious affiliation: Buddhist', 'Buddhist'],
  ['Most Canadians live near the border.', 'Canadians'],
  ['A Jewish cemetery was restored last year.', 'Jewish'],
  ['The Nigerian and Ghanaian delegations met on Tuesday.', 'Nigerian', 'Ghanaian'],
  ['He became a Communist in his twenties.', 'Communist'],
  ['The Swiss voted in a referendum on Sunday.', 'Swiss'],
  ['Applicant nationality: Vietnamese', 'Vietnamese'],
  ['Evangelical voters turned out in large numbers.', 'Evangelical'],
  ['The Kurdish population of the region grew.', 'Kurdish'],
  ['The subtitles are in Korean and Japanese.'],
  ['Order the Danish pastry and a Turkish coffee.'],
  ['We flew with American Airlines to Dallas.'],
  ['The German Embassy is closed on Friday.'],
  ['Lessons in Italian start at nine.'],
];

export const NRP_HELDOUT_CASES: LabelledCase[] = ROWS.map(([text, ...expected]) => ({ entity: 'NRP', text, expected }));
