import type { SearchColumnInfo, SearchObject } from '@fathom/sdk/api/search-wire';
import { cellText, iconOf } from './cells';

const column = (name: string): SearchColumnInfo => ({ name, type: 'STRING', caption: name });
const file = (name: string, extension?: string) => ({ objectId: 'e1', classId: 'idxobject', name, extension }) as unknown as SearchObject;

describe('result cells', () => {
  it("shows a file's classifications, rules and tags as a list, not the index's ';'-separated text", () => {
    expect(cellText('Contact Information;U.S. Personal Data', column('classification'))).toBe('Contact Information, U.S. Personal Data');
    expect(cellText('EMAIL_ADDRESS;US_SSN', column('ruleId'))).toBe('EMAIL_ADDRESS, US_SSN');
    expect(cellText('legal; hr;', column('userTags'))).toBe('legal, hr');
    expect(cellText('a;b', column('name'))).toBe('a;b');
  });

  it('gives plain text a plain file icon and word-processor documents the Word icon', () => {
    expect(iconOf(file('notes.txt', 'txt'))).toBe('pi pi-file');
    expect(iconOf(file('README.md'))).toBe('pi pi-file');
    expect(iconOf(file('letter.docx', 'docx'))).toBe('pi pi-file-word');
    expect(iconOf(file('sheet.csv', 'csv'))).toBe('pi pi-file-excel');
  });
});
