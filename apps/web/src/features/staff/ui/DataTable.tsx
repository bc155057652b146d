// biome-ignore-all lint/a11y/noRedundantRoles: on a phone the rows are cards (display: block), and Chromium then drops the implicit table roles
import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import styles from './console.module.css';

const features = tableFeatures({});

/** A column: its header, its cell, and the server's sort key when it sorts (ascending; `-key` descending). */
export type Column<T extends RowData> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortKey?: string;
  /** Hidden on a phone's card view when the value is secondary. */
  wide?: boolean;
};

type Props<T extends RowData> = {
  caption: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  sort?: string;
  onSort?: (sort: string) => void;
  busy?: boolean;
};

/**
 * A staff list's table (TanStack Table, headless): sorting happens on the server, so a sortable header is a button
 * that asks for the next order and says the current one (aria-sort). Under 640 px each row becomes a card whose
 * cells carry their column's name.
 */
export function DataTable<T extends RowData>({
  caption,
  rows,
  columns,
  rowKey,
  sort,
  onSort,
  busy,
}: Props<T>) {
  const table = useTable({
    features,
    data: rows,
    columns: columns.map(
      (column): ColumnDef<typeof features, T> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row) => row,
        cell: (info) => column.cell(info.row.original),
      }),
    ),
    getRowId: (row) => String(rowKey(row)),
  });
  const byId = new Map(columns.map((column) => [column.id, column]));

  const sortState = (key?: string) =>
    !key || !sort ? 'none' : sort === key ? 'ascending' : sort === `-${key}` ? 'descending' : 'none';

  return (
    <div className={styles.tableWrap} aria-busy={busy || undefined}>
      {/* Explicit roles: on a phone the rows are laid out as cards, and Chromium drops a table's implicit roles. */}
      <table className={styles.table} role="table">
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead role="rowgroup">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row">
              {group.headers.map((header) => {
                const column = byId.get(header.column.id);
                const state = sortState(column?.sortKey);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={column?.sortKey ? state : undefined}
                    data-wide={column?.wide || undefined}
                  >
                    {column?.sortKey && onSort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() =>
                          onSort(state === 'ascending' ? `-${column.sortKey}` : (column.sortKey as string))
                        }
                      >
                        {column.header}
                        <span aria-hidden="true">
                          {state === 'ascending' ? ' ↑' : state === 'descending' ? ' ↓' : ''}
                        </span>
                      </button>
                    ) : (
                      column?.header
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} role="row">
              {row.getAllCells().map((cell) => {
                const column = byId.get(cell.column.id);
                return (
                  <td
                    key={cell.id}
                    role="cell"
                    data-label={column?.header}
                    data-wide={column?.wide || undefined}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
