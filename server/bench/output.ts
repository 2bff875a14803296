import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { BudgetCheck } from './budgets.ts'

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ')
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

/** Prints each budget with its result; true when all hold. */
export function printChecks(checks: BudgetCheck[]): boolean {
  const rows = checks.map((check) => [check.budget, check.limit, check.measured, check.ok ? 'ok' : 'FALHOU'])
  console.log(formatTable(['orçamento', 'limite', 'medido', 'resultado'], rows))
  const failed = checks.filter((check) => !check.ok).length
  console.log(failed === 0 ? '\nTodos os orçamentos foram cumpridos.' : `\n${failed} orçamento(s) não cumprido(s).`)
  return failed === 0
}

export function writeJson(file: string, data: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
  console.log(`\nResultados: ${path.relative(process.cwd(), file) || file}`)
}
