import { messages, pageContentSchema, PATHS, type PageContent, type PageSectionInput as PageSection, type PageTemplate } from '@site/contracts'

const text = messages.sitePages.templateText

const hero = (titulo: string, estilo: 'pagina' | 'curso'): PageSection => ({
  tipo: 'destaque',
  tituloInicio: titulo,
  subtitulo: text.heroSubtitle,
  estilo,
})

const contactCall: PageSection = {
  tipo: 'chamada',
  titulo: text.contact,
  fundo: true,
  botoes: [{ rotulo: text.contactButton, link: PATHS.contacts }],
}

/** The sections each template starts with: the frame of the pages of its kind, for the staff to fill in. */
const SECTIONS: Record<PageTemplate, (titulo: string) => PageSection[]> = {
  projeto: (titulo) => [
    hero(titulo, 'pagina'),
    { tipo: 'texto', titulo: text.about, corpo: text.body },
    { tipo: 'chamada', titulo: text.callToAction, fundo: true, botoes: [{ rotulo: text.contactButton, link: PATHS.contacts }] },
  ],
  curso: (titulo) => [
    hero(titulo, 'curso'),
    { tipo: 'texto', titulo: text.aboutCourse, corpo: text.body },
    {
      tipo: 'dados-curso',
      titulo: text.courseFacts,
      fundo: true,
      fatos: [
        { rotulo: text.workload, valor: text.toBeDefined },
        { rotulo: text.place, valor: text.toBeDefined },
        { rotulo: text.schedule, valor: text.toBeDefined },
      ],
    },
    contactCall,
  ],
  simples: (titulo) => [hero(titulo, 'pagina'), { tipo: 'texto', corpo: text.body }],
}

/** A new page's first draft: the template's sections, the title as its description until the staff write one. */
export const templateContent = (template: PageTemplate, titulo: string): PageContent =>
  pageContentSchema.parse({ titulo, descricao: titulo, secoes: SECTIONS[template](titulo) })
