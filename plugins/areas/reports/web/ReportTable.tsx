/** One page of a report's rows; a column the table cannot show gives the spec's message instead. */
import type { SearchColumnInfo, SearchObject } from '@fathom/sdk/api/search-wire';
import { REPORT_MESSAGES, type ColumnFormat } from '../api';
import { cellText, unknownColumn } from './cells';

export function ReportTable({ columns, objects, formats }: { columns: SearchColumnInfo[]; objects: SearchObject[]; formats?: Record<string, ColumnFormat> }) {
  if (unknownColumn(columns, objects) !== null)
    return (
      <p className="fx-reports-error" role="alert" data-testid="report-unknown-type">
        {REPORT_MESSAGES.unknownFieldType}
      </p>
    );
  return (
    <div className="fx-reports-table-wrap">
      <table className="fx-reports-table" data-testid="report-table">
        <thead>
          <tr>
            {columns.map(c => (
              <th key={c.name} className={c.type === 'NUMBER' ? 'is-number' : undefined}>
                {c.caption || c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {objects.map((o, i) => (
            <tr key={i} data-testid="report-table-row">
              {columns.map(c => (
                <td key={c.name} className={c.type === 'NUMBER' ? 'is-number' : undefined}>
                  {cellText(o[c.name], c, formats?.[c.name])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
