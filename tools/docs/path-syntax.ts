/** When a word of a doc is a path of the repository, and how a path with placeholders matches. */

/** A name alone with one of these is a file of the repository; other names alone (`manifest.json`, `evento.ics`)
 * may be files the app writes, so they are read as paths only with a folder. */
const SOURCE_EXTENSIONS = ['ts', 'tsx', 'js', 'mjs', 'cjs', 'css', 'sql', 'md']
const TREE_EXTENSIONS = [...SOURCE_EXTENSIONS, 'json', 'yml', 'yaml', 'html', 'sh']
const PATH_CHARACTERS = /^[\w.<>*/-]+$/
const SOURCE_NAME = new RegExp(`^[^./][^/]*\\.(${SOURCE_EXTENSIONS.join('|')})$`)
const TREE_NAME = new RegExp(`[^/]\\.(${TREE_EXTENSIONS.join('|')})$`)
/** `DATA_DIR/mail`, `PUBLIC_URL/validador/<codigo>`: a path under a variable, outside the repository. */
const VARIABLE_ROOT = /^[A-Z][A-Z0-9_]*\//
const PLACEHOLDER = /<[^>]*>|\*/

/** Inline code that names a path: no space or other punctuation, a `/` or a source file's name, and neither an HTTP
 * route (a leading `/`) nor a variable's folder. A name alone with a placeholder (`<name>.test.ts`) is a kind of
 * file, not a path. */
export function isInlinePath(text: string): boolean {
  if (!PATH_CHARACTERS.test(text) || text.startsWith('/') || VARIABLE_ROOT.test(text)) return false
  return text.includes('/') || (SOURCE_NAME.test(text) && !PLACEHOLDER.test(text))
}

/** The first word of a tree block's line that names a folder or a file. */
export function isTreeName(name: string): boolean {
  return PATH_CHARACTERS.test(name) && (name.includes('/') || TREE_NAME.test(name))
}

export function hasPlaceholder(path: string): boolean {
  return PLACEHOLDER.test(path)
}

/** `<name>` stands for any one path segment and `*` for any part of one. */
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (/<[^>]*>/.test(segment) ? '[^/]+' : segment.split('*').map(escapeRegExp).join('[^/]*')))
    .join('/')
  return new RegExp(`^${source}$`)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
