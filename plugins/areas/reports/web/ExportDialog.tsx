/** PDF export settings: orientation and, optionally, characters per column within the page's budget (93 portrait, 159 landscape). */
import { useState } from 'react';
import { PDF_COLUMN_BUDGET, pdfWidthsRefusal, type Orientation, type PdfExportProperties } from '../api';

export function PdfExportDialog({
  initial,
  columns,
  onExport,
  onClose,
}: {
  initial: PdfExportProperties;
  columns: string[];
  onExport(p: PdfExportProperties): void;
  onClose(): void;
}) {
  const [orientation, setOrientation] = useState<Orientation>(initial.orientation);
  const [custom, setCustom] = useState(!!initial.widths?.length && initial.widths.length === columns.length);
  const [widths, setWidths] = useState<number[]>(
    initial.widths?.length === columns.length
      ? initial.widths
      : columns.map(() => Math.floor(PDF_COLUMN_BUDGET[initial.orientation] / Math.max(1, columns.length)) - 2),
  );
  const refusal = custom ? pdfWidthsRefusal(widths, orientation) : null;
  return (
    <div className="fx-reports-dialog" role="dialog" aria-label="Export to PDF" data-testid="pdf-dialog">
      <div>
        <strong>Export to PDF</strong>
        <label>
          Orientation{' '}
          <select value={orientation} onChange={e => setOrientation(e.target.value as Orientation)} data-testid="pdf-orientation">
            <option value="portrait">Portrait ({PDF_COLUMN_BUDGET.portrait} characters)</option>
            <option value="landscape">Landscape ({PDF_COLUMN_BUDGET.landscape} characters)</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={custom} onChange={e => setCustom(e.target.checked)} /> Set column widths
        </label>
        {custom
          ? columns.map((c, i) => (
              <label key={c}>
                {c}{' '}
                <input
                  type="number"
                  min={4}
                  value={widths[i]}
                  onChange={e => setWidths(w => w.map((x, j) => (j === i ? Number(e.target.value) : x)))}
                  style={{ width: '5rem' }}
                />
              </label>
            ))
          : null}
        {refusal ? <p className="fx-reports-error">{refusal}</p> : null}
        <div className="fx-reports-toolbar">
          <button
            type="button"
            className="fx-button"
            disabled={!!refusal}
            onClick={() => onExport({ orientation, ...(custom ? { widths } : {}) })}
            data-testid="pdf-export"
          >
            Export
          </button>
          <button type="button" className="fx-button fx-button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
