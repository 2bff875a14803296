/**
 * The client's texts live in the catalogue (contracts/src/messages/), never in a component. Two rules
 * (docs/client.md, "Texts"):
 *
 * - `texts/no-literal-text` reports, in a client .tsx file:
 *   1. JSX text that contains a letter (`<p>Salvar</p>`);
 *   2. a string or template literal with a letter in a text position: a JSX child (`{ok ? 'Sim' : 'Não'}`), a text
 *      attribute or prop, or an object property of such a name (`{ label: 'Nome' }`). A name is a text when it is
 *      `aria-label` (or another read-out aria attribute) or one of its words is a text word (title, label, text,
 *      hint, alt, placeholder, description, heading, intro, message...: `emptyText`, `titleEnd`), unless its last
 *      word says it holds something else (`titleId`, `headingLevel`);
 *   3. elsewhere, a literal that reads like words: a letter outside ASCII (`'Usuário'`) or a capital followed by a
 *      small letter (`'Cargo'`), unless it is technical: a technical attribute or property (className, id, href,
 *      type, name, role, value, data-*...), an import path, a type, a compared value (`status === 'Concluído'`, a
 *      switch case) or an object key.
 * - `texts/disable-with-reason` asks every comment that turns `no-literal-text` off (by name or by naming no rule)
 *   to say why after ` -- `.
 */

/** The aria attributes whose value is read out. */
const ARIA_TEXTS = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder'])
/** A prop or property is a text when a word of its name is one of these ('label', 'emptyText', 'titleEnd'). */
const TEXT_WORDS = new Set([
  'alt',
  'title',
  'subtitle',
  'placeholder',
  'label',
  'legend',
  'hint',
  'description',
  'heading',
  'caption',
  'summary',
  'message',
  'text',
  'intro',
  'badge',
  'tooltip',
  'children',
])
/** ...unless its last word says it holds something else ('titleId', 'headingLevel'). */
const NOT_TEXT_LAST_WORDS = new Set(['id', 'level', 'class', 'key', 'type', 'url', 'href', 'path', 'ref', 'by', 'tag', 'size'])

const TECHNICAL_NAMES = new Set([
  'key',
  'className',
  'id',
  'type',
  'href',
  'to',
  'rel',
  'target',
  'name',
  'kind',
  'value',
  'defaultValue',
  'autoComplete',
  'autoCapitalize',
  'inputMode',
  'enterKeyHint',
  'role',
  'method',
  'action',
  'encType',
  'accept',
  'lang',
  'hrefLang',
  'dir',
  'htmlFor',
  'form',
  'src',
  'srcSet',
  'sizes',
  'media',
  'loading',
  'decoding',
  'fetchPriority',
  'crossOrigin',
  'referrerPolicy',
  'allow',
  'sandbox',
  'pattern',
  'dateTime',
  'style',
  'as',
])

const isTechnicalName = (name) =>
  TECHNICAL_NAMES.has(name) || name.startsWith('data-') || (name.startsWith('aria-') && !ARIA_TEXTS.has(name))

function isTextName(name) {
  if (ARIA_TEXTS.has(name)) return true
  const words = name.split(/-|(?=[A-Z])/).map((word) => word.toLowerCase())
  return words.some((word) => TEXT_WORDS.has(word)) && !NOT_TEXT_LAST_WORDS.has(words.at(-1))
}

const HAS_LETTER = /\p{L}/u
/** A letter outside ASCII (accents, ç) or a word that starts with a capital ('Nome', not 'cargaHoraria'). */
const READS_LIKE_WORDS = /(?![A-Za-z])\p{L}|(?<!\p{L})\p{Lu}\p{Ll}/u

/** The name of an attribute or non-computed property, or undefined. */
function nameOf(node) {
  if (node.type === 'JSXAttribute') return node.name.type === 'JSXIdentifier' ? node.name.name : undefined
  if (node.computed) return undefined
  return node.key.type === 'Identifier' ? node.key.name : typeof node.key.value === 'string' ? node.key.value : undefined
}

/**
 * Where a literal's value ends up: 'text' (users read it), 'technical' (never shown) or 'other'. Climbs through the
 * expressions that pass a value on unchanged (a ? b : c, a ?? b, a || b, a && b, a template's parts).
 */
function placeOf(node) {
  let child = node
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    switch (parent.type) {
      case 'ConditionalExpression':
        if (parent.test === child) return 'other'
        continue
      case 'LogicalExpression':
      case 'TemplateLiteral':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
        continue
      case 'JSXExpressionContainer':
        if (parent.parent.type === 'JSXElement' || parent.parent.type === 'JSXFragment') return 'text'
        continue
      case 'JSXAttribute':
      case 'Property': {
        if (parent.type === 'Property' && parent.key === child) return 'technical'
        const name = nameOf(parent)
        if (name === undefined) return 'other'
        return isTechnicalName(name) ? 'technical' : isTextName(name) ? 'text' : 'other'
      }
      case 'BinaryExpression':
        return ['===', '!==', '==', '!=', 'in'].includes(parent.operator) ? 'technical' : 'other'
      case 'SwitchCase':
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
      case 'ImportExpression':
      case 'TSLiteralType':
      case 'TSEnumMember':
        return 'technical'
      case 'MemberExpression':
        return parent.property === child ? 'technical' : 'other'
      default:
        return 'other'
    }
  }
  return 'other'
}

const shown = (text) => JSON.stringify(text.trim().replace(/\s+/g, ' ').slice(0, 60))

const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts users read come from the catalogue in contracts/src/messages/, not from literals.' },
    messages: {
      literal: 'Text {{text}} written in the component: move it to contracts/src/messages/ and read it from `messages`.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const place = placeOf(node)
      if (place === 'technical') return
      if (place === 'text' ? HAS_LETTER.test(text) : READS_LIKE_WORDS.test(text)) {
        context.report({ node, messageId: 'literal', data: { text: shown(text) } })
      }
    }
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value)) context.report({ node, messageId: 'literal', data: { text: shown(node.value) } })
      },
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value)
      },
      TemplateLiteral(node) {
        if (node.parent.type === 'TaggedTemplateExpression') return
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' '))
      },
    }
  },
}

const DIRECTIVE = /^\s*eslint-disable(?:-next-line|-line)?(?:\s+(?<rules>[^]*?))?\s*(?:--\s*(?<reason>[^]*))?$/

const disableWithReason = {
  meta: {
    type: 'problem',
    docs: { description: 'A comment that turns texts/no-literal-text off says why.' },
    messages: { reason: 'Say why this text stays in the component: `// eslint-disable-next-line texts/no-literal-text -- <reason>`.' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = DIRECTIVE.exec(comment.value)
          if (!match) continue
          const rules = (match.groups.rules ?? '').split(',').map((rule) => rule.trim()).filter(Boolean)
          const coversTexts = rules.length === 0 || rules.includes('texts/no-literal-text')
          if (coversTexts && !match.groups.reason?.trim()) context.report({ loc: comment.loc, messageId: 'reason' })
        }
      },
    }
  },
}

export const textsPlugin = { rules: { 'no-literal-text': noLiteralText, 'disable-with-reason': disableWithReason } }
