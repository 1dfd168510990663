/**
 * A second set of PERSON and LOCATION cases, written after the rules and never used to tune them: its figures are
 * the honest ones (names.test.ts reports both sets). Written for this product, in the style of news text, e-mails,
 * forms and records.
 */
import type { LabelledCase } from '@fathom/sdk/server';

type Row = [entity: string, text: string, ...expected: (string | [number, number])[]];

const ROWS: Row[] = [
  ['PERSON', 'According to Laura Bennett, the audit is complete.', 'Laura Bennett'],
  ['PERSON', 'From: Steven Clarke <s.clarke@example.com>', 'Steven Clarke'],
  ['PERSON', 'The claim filed by Rosa Delgado was approved.', 'Rosa Delgado'],
  ['PERSON', 'Minutes taken by Olivia Turner; present: Mark Evans, Nadia Ali.', 'Olivia Turner', 'Mark Evans', 'Nadia Ali'],
  ['PERSON', 'Ms. Ndlovu asked for a refund.', 'Ndlovu'],
  ['PERSON', 'Herr Dr. Klaus Becker, Hauptstraße 5', 'Klaus Becker'],
  ['PERSON', 'Account holder: Chukwuemeka Eze', 'Chukwuemeka Eze'],
  ['PERSON', 'Kenji Watanabe and Yui Sato joined the project.', 'Kenji Watanabe', 'Yui Sato'],
  ['PERSON', 'Best regards,\nFrancesca Bianchi', 'Francesca Bianchi'],
  ['PERSON', 'Thanks, Brian', 'Brian'],
  ['PERSON', 'Patient: Margaret O’Connor, 74', 'Margaret O’Connor'],
  ['PERSON', 'Elena Ivanova teaches at the school.', 'Elena Ivanova'],
  ['PERSON', 'Spoke with Raj Patel about the renewal.', 'Raj Patel'],
  ['PERSON', 'Mohammed bin Rashid visited the fair.', 'Mohammed bin Rashid'],
  ['PERSON', 'Approved by Sven Lindqvist on 3 May.', 'Sven Lindqvist'],
  ['PERSON', 'Dear Mr. Alvarez,', 'Alvarez'],
  ['PERSON', 'Ana Lucia Herrera García', 'Ana Lucia Herrera García'],
  ['PERSON', 'New Year Party Planning Committee'],
  ['PERSON', 'Golden Gate Bridge Authority'],
  ['PERSON', 'Apple Music and Google Drive'],
  ['PERSON', 'Quarterly Business Review Deck'],
  ['PERSON', 'The Lord of the Rings'],
  ['PERSON', 'North Carolina State Board'],
  ['PERSON', 'Will you join us on Monday?'],
  ['PERSON', 'Frank discussion about the budget.'],
  ['PERSON', 'Dawn Patrol Surf School'],
  ['PERSON', 'Ruby On Rails Developer'],
  ['PERSON', 'Buenos Aires Office Closed'],
  ['PERSON', 'Total Amount Due Upon Receipt'],
  ['LOCATION', 'The package was sent from Dublin to Lisbon.', 'Dublin', 'Lisbon'],
  ['LOCATION', 'Hurricane warnings in Florida and Louisiana.', 'Florida', 'Louisiana'],
  ['LOCATION', 'She relocated to Melbourne, Australia.', 'Melbourne', 'Australia'],
  ['LOCATION', 'Country: Switzerland', 'Switzerland'],
  ['LOCATION', 'Our partners in India and Vietnam', 'India', 'Vietnam'],
  ['LOCATION', 'He studied in Boston before moving to Chicago.', 'Boston', 'Chicago'],
  ['LOCATION', 'Residence: Cape Town', 'Cape Town'],
  ['LOCATION', 'Ferries cross the Baltic Sea daily.', 'Baltic Sea'],
  ['LOCATION', 'Tourism in Portugal rose sharply.', 'Portugal'],
  ['LOCATION', 'The plant near Stuttgart closes next year.', 'Stuttgart'],
  ['LOCATION', 'Born in Houston, Texas', 'Houston', 'Texas'],
  ['LOCATION', 'Visit Kenya this summer!', 'Kenya'],
  ['LOCATION', 'Sydney Morning Herald editorial'],
  ['LOCATION', 'Dallas Cowboys won again.'],
  ['LOCATION', 'Houston Rockets tickets'],
  ['LOCATION', 'Orange County Choppers'],
  ['LOCATION', 'Florence Nightingale founded modern nursing.'],
  ['LOCATION', 'Georgia Brown sang the anthem.'],
  ['LOCATION', 'China Airlines flight 100'],
  ['LOCATION', 'Brooklyn Beckham posted a photo.'],
  ['LOCATION', 'Bank of England rates'],
];

export const NAME_HELDOUT_CASES: LabelledCase[] = ROWS.map(([entity, text, ...expected]) => ({ entity, text, expected }));
