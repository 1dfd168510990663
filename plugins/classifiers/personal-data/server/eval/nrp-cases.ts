/**
 * Labelled cases for NRP (a person's nationality, religious or political group, as Presidio reports the NORP of
 * its tagger), written for this product in the style of Presidio's tests; none is copied from them. The negative
 * cases hold the same words as languages, dishes, parts of organisations' names and ordinary words.
 */
import type { LabelledCase } from '@fathom/sdk/server';

type Row = [text: string, ...expected: string[]];

const ROWS: Row[] = [
  ['Nationality: German', 'German'],
  ['The applicant is a Brazilian citizen living in Lisbon.', 'Brazilian'],
  ['Religion: Muslim', 'Muslim'],
  ['She is a practising Catholic and a member of the parish council.', 'Catholic'],
  ['Many Americans voted early this year.', 'Americans'],
  ['The Republicans and the Democrats agreed on the budget.', 'Republicans', 'Democrats'],
  ['He described himself as a lifelong Socialist.', 'Socialist'],
  ['Two Nigerian nurses and a Filipino doctor joined the ward.', 'Nigerian', 'Filipino'],
  ['The Sikh community organised a meal for the volunteers.', 'Sikh'],
  ['My grandparents were Jewish refugees from Vienna.', 'Jewish'],
  ['Ethnicity: South African', 'South African'],
  ['Patient is Hindu; vegetarian meals requested.', 'Hindu'],
  ['Citizenship: Canadian, Irish', 'Canadian', 'Irish'],
  ['The survey asked Buddhists, Christians and Muslims about prayer.', 'Buddhists', 'Christians', 'Muslims'],
  ['He is a registered Conservative party voter.', 'Conservative'],
  ['The Chinese delegation arrived on Monday.', 'Chinese'],
  ['Several Ukrainian families were housed in the town.', 'Ukrainian'],
  ['She votes Labour and is a Liberal on social issues, says the party.', 'Labour', 'Liberal'],
  ['A Greek Orthodox priest led the funeral.', 'Greek Orthodox'],
  ['Mohammed is a Sunni from Basra.', 'Sunni'],
  ['The French have voted for a new parliament.', 'French'],
  ['The Japanese tourist lost her passport.', 'Japanese'],
  ['Employees by origin: Pakistani 12, Bangladeshi 8, Indian 20.', 'Pakistani', 'Bangladeshi', 'Indian'],
  ['He converted and became a Mormon.', 'Mormon'],
  // the same words where they name a language, a dish, an organisation or nothing of a person
  ['She speaks French and German fluently.'],
  ['The manual is available in Spanish.'],
  ['We ordered French fries and Swiss cheese.'],
  ['He flew British Airways to Boston.'],
  ['The payment went through American Express.'],
  ['The Catholic Church owns the building.'],
  ['A green light and a liberal amount of sugar.'],
  ['Please select English or Dutch as the interface language.'],
  ['The Conservative Party conference starts today.'],
  ['The Orthodox approach to testing is slow.'],
  ['Translated from Japanese by a professional.'],
  ['Our Chinese restaurant opens at noon.'],
];

export const NRP_CASES: LabelledCase[] = ROWS.map(([text, ...expected]) => ({ entity: 'NRP', text, expected }));
