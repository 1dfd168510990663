/**
 * Data breach: the personal data a breach would expose. Uses the personal-data classifications found by scans;
 * without them, 0.23 of the documents' size is assumed to be personal data (spec 001 §9).
 */
import { confidenceThresholdText } from '@fathom/sdk/api/classification';
import { personalData } from '@fathom/sdk/api/esg';
import { formatCount, formatSize } from '@fathom/sdk/api/format';
import { UNCLASSIFIED, type NodeStats } from '@fathom/sdk/api/stats';
import type { Figure } from '@fathom/sdk/web/widget-kit/Figures';

/** Classification names that denote personal data when no policy list is given. */
export function personalClassificationsOf(stats: Pick<NodeStats, 'byClassification'>): string[] {
  return stats.byClassification.map(b => b.key).filter(k => k !== UNCLASSIFIED && /personal|pii|gdpr|privacy/i.test(k));
}

export function breachFigures(stats: Pick<NodeStats, 'totals' | 'byClassification' | 'byCategory' | 'classificationMinConfidence'>): Figure[] {
  const p = personalData(stats, personalClassificationsOf(stats));
  const share = stats.totals.bytes > 0 ? (p.bytes / stats.totals.bytes) * 100 : 0;
  return [
    {
      label: p.estimated ? 'Personal data (estimated)' : 'Personal data',
      value: formatSize(p.bytes),
      note: `${share.toFixed(1)}% of all data`,
      testId: 'breach-bytes',
    },
    {
      label: 'Files exposed',
      value: formatCount(p.files),
      note: p.estimated
        ? 'Estimate: 23% of document size'
        : `From classifications, ${confidenceThresholdText(stats.classificationMinConfidence).toLowerCase()}`,
      testId: 'breach-files',
    },
  ];
}
