import type { ReactNode } from 'react';

export interface StackedColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells beside the layout's own (colour, weight, breaking). */
  className?: string;
}

/** A card per row on a phone (cells stacked), a table with a header from `md` up. */
export function StackedTable<Row>({
  rows,
  rowKey,
  columns,
  className = '',
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly StackedColumn<Row>[];
  className?: string;
}) {
  const last = columns.length - 1;
  const spacing = (index: number) => (index === last ? 'md:py-2' : 'md:py-2 md:pr-3');
  return (
    <table className={`w-full text-left text-sm ${className}`}>
      <thead className="hidden text-xs uppercase text-slate-500 md:table-header-group">
        <tr>
          {columns.map((column, index) => (
            <th key={column.header} className={index === last ? 'py-2' : 'py-2 pr-3'}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="block py-2 md:table-row">
            {columns.map((column, index) => (
              <td key={column.header} className={`block md:table-cell ${spacing(index)} ${column.className ?? ''}`}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
