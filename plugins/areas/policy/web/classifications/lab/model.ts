/** The classification lab's pure logic: sample files checked before upload, figures and the warning of an edit. */
import {
  MAX_TEST_SAMPLES,
  MAX_TEST_SAMPLE_BYTES,
  filesLost,
  labelledWorse,
  type ClassificationChange,
  type ClassificationIndexedComparison,
  type ClassificationLabelledComparison,
  type ClassificationTestAnswer,
  type LabelFigures,
} from '@fathom/sdk/api/classification';

export interface SampleCheck {
  accepted: File[];
  /** Why files were left out, one message each. */
  refused: string[];
}

/** Keeps at most MAX_TEST_SAMPLES files (those already chosen count), each at most MAX_TEST_SAMPLE_BYTES and not empty. */
export function checkSamples(chosen: readonly File[], added: readonly File[]): SampleCheck {
  const accepted = [...chosen];
  const refused: string[] = [];
  for (const f of added) {
    if (accepted.some(a => a.name === f.name && a.size === f.size)) continue;
    if (f.size === 0) refused.push(`${f.name} is empty.`);
    else if (f.size > MAX_TEST_SAMPLE_BYTES) refused.push(`${f.name} is larger than ${MAX_TEST_SAMPLE_BYTES / (1024 * 1024)} MB.`);
    else if (accepted.length >= MAX_TEST_SAMPLES) refused.push(`${f.name} was left out: at most ${MAX_TEST_SAMPLES} sample files can be tested.`);
    else accepted.push(f);
  }
  return { accepted, refused };
}

export const percentText = (confidence: number) => `${Math.round(confidence * 100)} %`;

const files = (n: number) => (n === 1 ? '1 file' : `${n.toLocaleString('en-US')} files`);

/** The warning shown before saving an edit that finds fewer files, or null. */
export function lossWarning(comparison: ClassificationIndexedComparison | null | undefined): string | null {
  if (!comparison) return null;
  const lost = filesLost(comparison.changes);
  if (lost === 0) return null;
  const worse = comparison.changes
    .filter(c => c.edited && c.after < c.before)
    .map(c => {
      const named = c.lost.slice(0, 5).map(f => f.name);
      const more = c.before - c.after - named.length;
      return `${c.name} ${c.before} → ${c.after}${named.length ? `: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}` : ''}`;
    });
  return `This change finds ${files(lost)} fewer on the indexed files of this node (${worse.join('; ')}).`;
}

/** The warning of an edit that is worse on the files people labelled (fewer right findings or more wrong), or null. */
export function labelledWarning(labelled: ClassificationLabelledComparison | null | undefined, where = 'On the files people labelled'): string | null {
  const worse = (labelled?.changes ?? []).filter(labelledWorse);
  if (!worse.length) return null;
  const parts = worse.map(c => {
    const lost = c.lost.map(f => f.name);
    const wrong = c.falselyGained.map(f => f.name);
    return `${c.name}: ${[lost.length ? `misses ${lost.slice(0, 5).join(', ')}` : '', wrong.length ? `wrongly finds ${wrong.slice(0, 5).join(', ')}` : '']
      .filter(Boolean)
      .join(
        '; ',
      )} (precision ${ratioText(c.before.precision)} → ${ratioText(c.after.precision)}, recall ${ratioText(c.before.recall)} → ${ratioText(c.after.recall)})`;
  });
  return `${where} this change is worse: ${parts.join('; ')}.`;
}

/** Every warning the save footer shows before an edit is saved. */
export function editWarning(answer: ClassificationTestAnswer | undefined): string | null {
  const parts = [
    lossWarning(answer?.indexed),
    labelledWarning(answer?.labelled),
    labelledWarning(answer?.corpus?.documents, 'On the labelled documents shipped with the product'),
  ].filter((w): w is string => !!w);
  return parts.length ? parts.join(' ') : null;
}

/** A precision or recall as a percentage; a dash when nothing counts. */
export const ratioText = (r: number | null | undefined) => (r === null || r === undefined ? '—' : `${Math.round(r * 100)} %`);

export const figuresText = (f: LabelFigures) => `${ratioText(f.precision)} / ${ratioText(f.recall)}`;

/** The rows the impact table shows: edited classifications first, then those whose figures moved. */
export function changedRows(comparison: ClassificationIndexedComparison): ClassificationChange[] {
  return comparison.changes.filter(c => c.edited || c.before !== c.after);
}

export function changeText(c: ClassificationChange): string {
  const d = c.after - c.before;
  if (d === 0) return 'no change';
  return d > 0 ? `finds ${files(d)} more` : `finds ${files(-d)} fewer`;
}

/** A File's bytes as base64 (read as a data URL: the browser encodes it, whatever its size). */
export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
