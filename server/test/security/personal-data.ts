/**
 * What must never reach the logs (LGPD): CPFs, phone numbers and e-mail addresses, plus password hashes and
 * tokens. global-setup runs `checkCapturedLogs` over every test app's log when the whole server run ends.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const PATTERNS: [kind: string, pattern: RegExp][] = [
  ['CPF', /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/],
  // Not right after a dot: response times are logged as floats whose fraction can be 11 digits long.
  ['CPF ou telefone só com dígitos', /(?<!\.)\b\d{11}\b/],
  ['telefone', /(?:\(\d{2}\)\s?|\b\d{2}\s)9?\d{4}-?\d{4}\b/],
  ['e-mail', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/],
  ['hash bcrypt', /\$2[aby]\$\d{2}\$/],
  ['token JWT', /\beyJ[\w-]+\.eyJ[\w-]+\./],
]

/** The kinds of personal data or secrets found in one log line. */
export const personalDataIn = (line: string): string[] =>
  PATTERNS.filter(([, pattern]) => pattern.test(line)).map(([kind]) => kind)

/**
 * Throws, listing the offending lines, when a captured log holds personal data, or when a capture file is empty
 * (an app that logs nothing would make the check pass without looking at anything).
 */
export function checkCapturedLogs(directory: string): void {
  const problems: string[] = []
  for (const name of readdirSync(directory)) {
    const text = readFileSync(path.join(directory, name), 'utf8')
    if (text.trim() === '') problems.push(`${name}: vazio (o app de teste não registrou nada)`)
    text.split('\n').forEach((line, index) => {
      const kinds = personalDataIn(line)
      if (kinds.length) problems.push(`${name}:${index + 1}: ${kinds.join(', ')}: ${line.slice(0, 500)}`)
    })
  }
  if (problems.length) {
    throw new Error(`Logs dos testes com dados pessoais ou vazios (${directory}):\n${problems.join('\n')}`)
  }
}
