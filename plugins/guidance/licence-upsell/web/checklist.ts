/**
 * The licence upsell panel's five-item checklist (spec 000 §2 dialogs, §6): the licence's feature flags grouped in
 * five things a user can do, each included or not. The upgrade button shows when any flag is disabled.
 */
import type { Licence } from '@fathom/sdk/api';

type Flag = Exclude<keyof Licence, 'type' | 'validUntil' | 'allowedAggregators' | 'fileSizeLimit' | 'fileCountLimit' | 'license' | 'saasAgreement'>;

export interface ChecklistItem {
  id: string;
  title: string;
  description: string;
  flags: Flag[];
}

export const CHECKLIST: readonly ChecklistItem[] = [
  {
    id: 'index',
    title: 'Index and search content',
    description: 'Keep the text of scanned files and search it, with OCR for images and scanned PDFs.',
    flags: ['enableIndex', 'enableOCR'],
  },
  {
    id: 'classify',
    title: 'Classify personal data',
    description: 'Find national identifiers, card numbers and other personal data in every file.',
    flags: ['enableClassification'],
  },
  {
    id: 'permissions',
    title: 'Analyse permissions',
    description: 'See who can open which files, and where access is wider than it should be.',
    flags: ['enablePermissions'],
  },
  {
    id: 'actions',
    title: 'Act on data automatically',
    description: 'Run data actions after each scan and sign content to prove later it did not change.',
    flags: ['enableAutomaticDataActions', 'enableSign'],
  },
  {
    id: 'insight',
    title: 'Ask and report',
    description: 'Ask questions in plain words and run reports with charts and exports.',
    flags: ['enableArtificialIntelligence', 'enableReporting'],
  },
];

/** What each flag adds, as the checklist names what is missing. */
export const FLAG_LABELS: Record<Flag, string> = {
  enableIndex: 'indexing and search',
  enableOCR: 'OCR',
  enableClassification: 'classification',
  enablePermissions: 'permissions analysis',
  enableAutomaticDataActions: 'automatic data actions',
  enableSign: 'content signing',
  enableArtificialIntelligence: 'Ask (AI)',
  enableReporting: 'reports',
};

/** The parts of an item the licence leaves out, e.g. ['OCR']. */
export function missingParts(licence: Licence, item: ChecklistItem): string[] {
  return item.flags.filter(f => !flagOn(licence, f)).map(f => FLAG_LABELS[f]);
}

/** A flag is disabled only when it is false (enableReporting absent predates the flag and means included). */
export const flagOn = (licence: Licence, flag: Flag) => licence[flag] !== false;
export const itemIncluded = (licence: Licence, item: ChecklistItem) => item.flags.every(f => flagOn(licence, f));
export const anyFlagDisabled = (licence: Licence | undefined) => !!licence && CHECKLIST.some(i => !itemIncluded(licence, i));

/** The e-mail that asks for an upgrade: what is missing and which licence is in force. */
export function upgradeMail(licence: Licence, product: string, to?: string): string {
  const missing = CHECKLIST.filter(i => !itemIncluded(licence, i)).map(i => `- ${i.title} (${missingParts(licence, i).join(', ')})`);
  const subject = `${product}: licence upgrade`;
  const body = [`Hello,`, ``, `We would like to add to our ${product} licence (${licence.type}):`, ...missing, ``, `Thank you.`].join('\n');
  return `mailto:${to ? encodeURIComponent(to) : ''}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
