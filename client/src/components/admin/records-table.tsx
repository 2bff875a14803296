import type { ReactNode, Ref, TableHTMLAttributes } from 'react'
import './records-table.css'

type RecordsTableProps<T> = TableHTMLAttributes<HTMLTableElement> & {
  ref?: Ref<HTMLTableElement>
  columns: readonly string[]
  /** A visually hidden caption, when no heading labels the table. */
  caption?: string
  records: readonly T[]
  /** One <tr>, with its key, per record. */
  row: (record: T) => ReactNode
  /** Shown in a single full-width row when there are no records. */
  emptyText: string
}

/** An admin table: column headers, one row per record, or a single row saying there are none. */
export function RecordsTable<T>({ columns, caption, records, row, emptyText, ...table }: RecordsTableProps<T>) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" {...table}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="admin-table__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            records.map(row)
          )}
        </tbody>
      </table>
    </div>
  )
}
