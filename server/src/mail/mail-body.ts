import { escapeHtml } from '@site/contracts'

/**
 * A mail's content as a few kinds of blocks, drawn twice: as the plain-text part and as the HTML part of one
 * multipart/alternative message. Templates build blocks, never text or HTML, so the two parts cannot drift apart.
 */
export type MailBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'fields'; rows: [label: string, value: string][] }
  | { kind: 'list'; title: string; items: string[] }
  | { kind: 'link'; label: string; href: string }

export const paragraph = (...lines: string[]): MailBlock => ({ kind: 'paragraph', lines })
export const fields = (rows: [label: string, value: string][]): MailBlock => ({ kind: 'fields', rows })
export const list = (title: string, items: string[]): MailBlock => ({ kind: 'list', title, items })
export const link = (label: string, href: string): MailBlock => ({ kind: 'link', label, href })

/** A subject line never carries line breaks or control characters, whatever the visitor typed. */
export const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').replace(/\s+/g, ' ').trim()

const blockText = (block: MailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return block.lines.join('\n')
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
    case 'list':
      return [`${block.title}:`, ...block.items.map((item) => `- ${item}`)].join('\n')
    case 'link':
      return `${block.label}: ${block.href}`
  }
}

/** The plain-text part: the subject as a title, then the blocks, a blank line between them. */
export const mailText = (subject: string, blocks: MailBlock[]) => [subject, ...blocks.map(blockText)].join('\n\n')

/**
 * Inline styles only (mail clients drop style sheets); text and link colours on white above 7:1 (WCAG AAA, checked by
 * the tests); 16 px text; no pictures and nothing remote.
 */
const STYLE = {
  body: 'margin:0;padding:24px 16px;background-color:#ffffff;color:#1f2328;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5',
  article: 'max-width:600px;margin:0 auto',
  h1: 'margin:0 0 20px;font-size:22px;line-height:1.3;color:#1f2328',
  h2: 'margin:20px 0 8px;font-size:18px;line-height:1.3;color:#1f2328',
  p: 'margin:0 0 16px',
  table: 'margin:0 0 16px;border-collapse:collapse',
  th: 'padding:4px 16px 4px 0;text-align:left;vertical-align:top;font-weight:bold',
  td: 'padding:4px 0;vertical-align:top',
  ul: 'margin:0 0 16px;padding-left:24px',
  a: 'color:#0b4f9c;text-decoration:underline;font-weight:bold',
} as const

const blockHtml = (block: MailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${STYLE.p}">${block.lines.map(escapeHtml).join('<br>\n')}</p>`
    case 'fields': {
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><th scope="row" style="${STYLE.th}">${escapeHtml(label)}</th><td style="${STYLE.td}">${escapeHtml(value)}</td></tr>`,
      )
      return `<table style="${STYLE.table}"><tbody>\n${rows.join('\n')}\n</tbody></table>`
    }
    case 'list': {
      const items = block.items.map((item) => `<li>${escapeHtml(item)}</li>`)
      return `<h2 style="${STYLE.h2}">${escapeHtml(block.title)}</h2>\n<ul style="${STYLE.ul}">\n${items.join('\n')}\n</ul>`
    }
    case 'link':
      return `<p style="${STYLE.p}"><a href="${escapeHtml(block.href)}" style="${STYLE.a}">${escapeHtml(block.label)}</a></p>`
  }
}

/** The HTML part: a whole pt-BR document with the subject as its title and heading, then the same blocks. */
export const mailHtml = (subject: string, blocks: MailBlock[]) =>
  [
    '<!DOCTYPE html>',
    '<html lang="pt-BR">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    `<body style="${STYLE.body}">`,
    `<div role="article" aria-label="${escapeHtml(subject)}" lang="pt-BR" style="${STYLE.article}">`,
    `<h1 style="${STYLE.h1}">${escapeHtml(subject)}</h1>`,
    ...blocks.map(blockHtml),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n')

/** Subject, text and HTML of a mail, from one list of blocks. */
export function composeMail(subject: string, blocks: MailBlock[]): { subject: string; text: string; html: string } {
  const line = oneLine(subject)
  return { subject: line, text: mailText(line, blocks), html: mailHtml(line, blocks) }
}
