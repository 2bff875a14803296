import { COURSE_PAGES, messages, type PageSectionInput, type PageSectionKind } from '@site/contracts'

const f = messages.sectionFields

/** A section (or an item of one) as the editor holds it: the fields of its kind, by their names on the wire. */
export type Fields = Record<string, unknown>

/**
 * How the editor draws one field of a section. The kinds' fields are contracts' schemas (site-pages.ts); these say
 * which control edits each, so that one renderer serves the thirteen kinds.
 */
export type FieldSpec =
  | { type: 'text'; key: string; label: string; required?: boolean; multiline?: boolean; link?: boolean; date?: boolean }
  | { type: 'rich'; key: string; label: string }
  | { type: 'image'; key: string; label: string; required?: boolean }
  | { type: 'choice'; key: string; label: string; options: Record<string, string>; required?: boolean }
  | { type: 'check'; key: string; label: string }
  | { type: 'number'; key: string; label: string; min: number; max: number; required?: boolean }
  /** A list of short texts, one per line. */
  | { type: 'lines'; key: string; label: string }
  /** An optional object of a few fields (a topic's link): gone when all are blank. */
  | { type: 'group'; key: string; label: string; fields: FieldSpec[] }
  /** A list of items of a few fields each; `min`: the list may not be empty. */
  | { type: 'items'; key: string; label: string; fields: FieldSpec[]; blank: () => Fields; min?: number; max: number }

const text = (key: string, label: string, more: Partial<Extract<FieldSpec, { type: 'text' }>> = {}): FieldSpec => ({ type: 'text', key, label, ...more })
const required = (key: string, label: string) => text(key, label, { required: true })
const long = (key: string, label: string) => text(key, label, { multiline: true })
const link = (key: string, label: string, isRequired = false) => text(key, label, { link: true, required: isRequired })
const choice = (key: string, label: string, options: Record<string, string>, isRequired = true): FieldSpec => ({ type: 'choice', key, label, options, required: isRequired })
const columns: FieldSpec = { type: 'number', key: 'colunas', label: f.colunas, min: 1, max: 4, required: true }

/** Title, introduction and the grey band: every section but the banner has them. */
const FRAME: FieldSpec[] = [text('titulo', f.sectionTitle), long('intro', f.intro), { type: 'check', key: 'fundo', label: f.fundo }]

const BUTTONS: FieldSpec = {
  type: 'items',
  key: 'botoes',
  label: f.botoes,
  max: 3,
  blank: () => ({ rotulo: '', link: '', estilo: 'principal' }),
  fields: [required('rotulo', f.buttonLabel), link('link', f.link, true), choice('estilo', f.buttonStyle, f.buttonStyles), text('complemento', f.complemento)],
}

const MAX_ITEMS = 40

/** Each kind's fields, in the order the editor shows them. */
export const SECTION_FIELDS: Record<PageSectionKind, FieldSpec[]> = {
  destaque: [
    required('tituloInicio', f.tituloInicio),
    text('tituloFim', f.tituloFim),
    long('subtitulo', f.subtitulo),
    { type: 'image', key: 'imagem', label: f.imagem },
    choice('estilo', f.estilo, f.heroStyles),
  ],
  texto: [...FRAME, { type: 'rich', key: 'corpo', label: f.corpo }, BUTTONS],
  cartoes: [
    ...FRAME,
    text('rotulo', f.rotuloLista),
    choice('exibicao', f.exibicao, f.cardDisplays),
    columns,
    {
      type: 'items',
      key: 'itens',
      label: f.cards,
      min: 1,
      max: MAX_ITEMS,
      blank: () => ({ titulo: '' }),
      fields: [
        text('titulo', f.titulo),
        long('texto', f.texto),
        { type: 'image', key: 'imagem', label: f.imagem },
        text('selo', f.selo),
        { type: 'lines', key: 'detalhes', label: f.detalhes },
        { type: 'lines', key: 'lista', label: f.lista },
        link('link', f.link),
        text('rotuloLink', f.rotuloLink),
      ],
    },
  ],
  'imagem-texto': [
    ...FRAME,
    { type: 'rich', key: 'corpo', label: f.corpo },
    { type: 'image', key: 'imagem', label: f.imagem, required: true },
    choice('lado', f.lado, f.sides),
    BUTTONS,
    text('nota', f.nota),
  ],
  numeros: [
    ...FRAME,
    { type: 'items', key: 'itens', label: f.facts, min: 1, max: MAX_ITEMS, blank: () => ({ valor: '', rotulo: '' }), fields: [required('valor', f.valor), required('rotulo', f.rotulo)] },
  ],
  topicos: [
    ...FRAME,
    choice('exibicao', f.exibicao, f.topicDisplays),
    columns,
    {
      type: 'items',
      key: 'itens',
      label: f.topics,
      min: 1,
      max: MAX_ITEMS,
      blank: () => ({ titulo: '' }),
      fields: [
        required('titulo', f.titulo),
        long('texto', f.texto),
        text('rotulo', f.marcador),
        { type: 'lines', key: 'lista', label: f.lista },
        { type: 'group', key: 'link', label: f.topicLink, fields: [link('href', f.link, true), required('rotulo', f.rotuloLink)] },
        text('nota', f.nota),
      ],
    },
  ],
  'dados-curso': [
    ...FRAME,
    { type: 'items', key: 'fatos', label: f.fatos, max: MAX_ITEMS, blank: () => ({ rotulo: '', valor: '' }), fields: [required('rotulo', f.factName), required('valor', f.valor)] },
    {
      type: 'items',
      key: 'agenda',
      label: f.agenda,
      max: MAX_ITEMS,
      blank: () => ({ data: '', titulo: '' }),
      fields: [
        text('data', f.data, { required: true, date: true }),
        text('dataFim', f.dataFim, { date: true }),
        text('horario', f.horario),
        required('titulo', f.titulo),
        text('detalhe', f.detalhe),
        text('selo', f.selo),
      ],
    },
  ],
  pessoas: [
    ...FRAME,
    {
      type: 'items',
      key: 'itens',
      label: f.people,
      min: 1,
      max: MAX_ITEMS,
      blank: () => ({ nome: '' }),
      fields: [required('nome', f.nome), text('papel', f.papel), long('bio', f.bio), { type: 'image', key: 'foto', label: f.foto }],
    },
  ],
  chamada: [...FRAME, long('texto', f.texto), { ...BUTTONS, min: 1 }],
  perguntas: [
    ...FRAME,
    {
      type: 'items',
      key: 'itens',
      label: f.questions,
      min: 1,
      max: MAX_ITEMS,
      blank: () => ({ pergunta: '', resposta: '' }),
      fields: [required('pergunta', f.pergunta), { type: 'rich', key: 'resposta', label: f.resposta }],
    },
  ],
  contato: [...FRAME, choice('exibicao', f.exibicao, f.contactDisplays)],
  lista: [
    ...FRAME,
    choice('fonte', f.fonte, f.sources),
    choice('curso', f.curso, COURSE_PAGES, false),
    { type: 'number', key: 'limite', label: f.limite, min: 1, max: 50 },
    { type: 'image', key: 'imagem', label: f.imagem },
    text('vazia', f.vazia),
  ],
  formulario: [choice('formulario', f.formulario, f.forms)],
}

export const SECTION_KINDS = Object.keys(SECTION_FIELDS) as PageSectionKind[]

/** A new section of `kind`: its required fields blank (the server says what is missing), its lists with one item. */
export function blankSection(kind: PageSectionKind): PageSectionInput {
  const section: Fields = { tipo: kind }
  for (const spec of SECTION_FIELDS[kind]) {
    if (spec.type === 'items' && spec.min) section[spec.key] = [spec.blank()]
    else if (spec.type === 'choice' && spec.required) section[spec.key] = Object.keys(spec.options)[0]
    else if (spec.type === 'number' && spec.required) section[spec.key] = 3
    else if (spec.type === 'rich' || (spec.type === 'text' && spec.required)) section[spec.key] = ''
  }
  return section as PageSectionInput
}

/** What is sent: lists of lines without the blank lines typing leaves, and left out when no line is left. */
function cleanFields(specs: readonly FieldSpec[], value: Fields): Fields {
  const copy = { ...value }
  for (const spec of specs) {
    const current = copy[spec.key]
    if (spec.type === 'lines' && Array.isArray(current)) {
      const lines = current.map((line) => String(line).trim()).filter(Boolean)
      if (lines.length === 0) delete copy[spec.key]
      else copy[spec.key] = lines
    } else if (spec.type === 'items' && Array.isArray(current)) copy[spec.key] = current.map((item: Fields) => cleanFields(spec.fields, item))
    else if (spec.type === 'group' && current) copy[spec.key] = cleanFields(spec.fields, current as Fields)
  }
  return copy
}

export const cleanSection = (section: PageSectionInput): PageSectionInput =>
  cleanFields(SECTION_FIELDS[section.tipo], section as Fields) as PageSectionInput
