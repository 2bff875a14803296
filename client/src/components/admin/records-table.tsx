import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type TableHTMLAttributes,
} from 'react'
import '../form/data-table.css'

/** A column whose header sorts the records (by `sortKey`) when pressed. */
export type SortableColumn = { label: string; sortKey: string }
export type RecordsSort = { key: string; direction: 'asc' | 'desc' }

type RecordsTableProps<T> = TableHTMLAttributes<HTMLTableElement> & {
  ref?: Ref<HTMLTableElement>
  columns: readonly (string | SortableColumn)[]
  /** A visually hidden caption, when no heading labels the table. */
  caption?: string
  records: readonly T[]
  /** One <tr>, with its key, per record. */
  row: (record: T) => ReactNode
  /** Shown in a single full-width row when there are no records. */
  emptyText: string
  /** The current order, and what pressing a sortable header asks for. */
  sort?: RecordsSort
  onSort?: (key: string) => void
}

const labelOf = (column: string | SortableColumn) => (typeof column === 'string' ? column : column.label)

type CellProps = { 'data-label'?: string; children?: ReactNode }

/**
 * Each cell learns its column's name (data-label): on a narrow screen the rows become cards and every value shows
 * its label, so all admin lists work on a phone without each screen repeating the labels.
 */
function labelCells(row: ReactNode, labels: readonly string[]): ReactNode {
  if (!isValidElement<CellProps>(row)) return row
  let index = 0
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement<CellProps>(cell)) return cell
    const label = labels[index++]
    return cloneElement(cell as ReactElement<CellProps>, { 'data-label': label })
  })
  return cloneElement(row, undefined, cells)
}

function HeaderCell({ column, sort, onSort }: { column: string | SortableColumn; sort?: RecordsSort; onSort?: (key: string) => void }) {
  if (typeof column === 'string' || !onSort) return <th scope="col">{labelOf(column)}</th>
  const active = sort?.key === column.sortKey
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="admin-table__sort" onClick={() => onSort(column.sortKey)}>
        {column.label}
        <span aria-hidden="true" className="admin-table__sort-mark">
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  )
}

/**
 * An admin table: column headers (sortable ones are buttons), one row per record, or a single row saying there
 * are none. Below 40rem of width the rows become cards of "label: value" lines.
 */
export function RecordsTable<T>({ columns, caption, records, row, emptyText, sort, onSort, ...table }: RecordsTableProps<T>) {
  const labels = columns.map(labelOf)
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" {...table}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={labelOf(column)} column={column} sort={sort} onSort={onSort} />
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
            records.map((record) => labelCells(row(record), labels))
          )}
        </tbody>
      </table>
    </div>
  )
}
