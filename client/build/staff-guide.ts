import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import MarkdownIt from 'markdown-it'
import type { Plugin } from 'vite'
import { messages, PATHS, STAFF_GUIDE_PATH } from '../../contracts/src/index.ts'

const GUIDE = path.resolve(import.meta.dirname, '../../docs/guia-da-equipe.md')
const PICTURES = path.resolve(import.meta.dirname, '../../docs/guia-da-equipe')
const PAGE = STAFF_GUIDE_PATH.slice(1)
/** The pictures' folder beside the page, as the guide's own links name it (guia-da-equipe/entrar.png). */
const PICTURES_OUT = path.posix.join(path.posix.dirname(PAGE), 'guia-da-equipe')

const STYLE = `
body { margin: 0 auto; max-width: 48rem; padding: 1rem; font: 1.125rem/1.6 system-ui, sans-serif; color: #1a1a1a; background: #fff; overflow-wrap: break-word; }
img { max-width: 100%; height: auto; border: 1px solid #767676; }
table { display: block; overflow-x: auto; border-collapse: collapse; }
th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
code { overflow-wrap: anywhere; }
a { color: #0b5394; }
a:focus-visible { outline: 3px solid #0b5394; outline-offset: 2px; }
`

/** A PNG's size from its header, so the page keeps its place for each picture while it loads. */
function pngSize(file: string): { width: number; height: number } {
  const header = readFileSync(file).subarray(16, 24)
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4) }
}

function renderGuide(): string {
  const markdown = new MarkdownIt({ html: false })
  const defaultImage = markdown.renderer.rules.image!
  markdown.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index]!
    const source = String(token.attrGet('src') ?? '')
    const { width, height } = pngSize(path.join(PICTURES, path.basename(source)))
    token.attrSet('width', String(width))
    token.attrSet('height', String(height))
    token.attrSet('loading', 'lazy')
    return defaultImage(tokens, index, options, env, self)
  }
  const text = messages.admin
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.staffGuideTitle}</title>
<link rel="stylesheet" href="${path.posix.basename(PICTURES_OUT)}/guia.css">
</head>
<body>
<p><a href="${PATHS.admin}">${text.backToDashboard}</a></p>
<main>
${markdown.render(readFileSync(GUIDE, 'utf8'))}
</main>
</body>
</html>
`
}

/** Writes the staff guide into the build: the page, its pictures and its stylesheet, served like any built file. */
export function staffGuide(): Plugin {
  return {
    name: 'staff-guide',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PAGE, source: renderGuide() })
      this.emitFile({ type: 'asset', fileName: `${PICTURES_OUT}/guia.css`, source: STYLE.trimStart() })
      for (const picture of readdirSync(PICTURES).filter((name) => name.endsWith('.png'))) {
        this.emitFile({ type: 'asset', fileName: `${PICTURES_OUT}/${picture}`, source: readFileSync(path.join(PICTURES, picture)) })
      }
    },
  }
}
