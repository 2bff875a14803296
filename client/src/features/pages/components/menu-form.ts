import { MENU_AREAS, type AdminMenu, type MenuArea, type MenuInput } from '@site/contracts'

/** An entry of the menu as the screen holds it: a key of its own, its label, where it leads, its submenu. */
export interface MenuEntry {
  key: string
  rotulo: string
  /** "p:12" for a page, "r:/validador" for a fixed route, "" while none is chosen. */
  alvo: string
  /** Hidden from visitors until its page is published (as the server last said). */
  visivel: boolean
  filhos: MenuEntry[]
}

export type MenuForm = Record<MenuArea, MenuEntry[]>

let lastKey = 0
const nextKey = () => `menu-${++lastKey}`

export const pageTarget = (id: number) => `p:${id}`
export const routeTarget = (route: string) => `r:${route}`

type AdminEntry = AdminMenu['principal'][number]['filhos'][number] & { filhos?: AdminEntry[] }

const entryOf = (item: AdminEntry): MenuEntry => ({
  key: nextKey(),
  rotulo: item.rotulo,
  alvo: item.paginaId !== null ? pageTarget(item.paginaId) : item.rota ? routeTarget(item.rota) : '',
  visivel: item.visivel,
  filhos: (item.filhos ?? []).map(entryOf),
})

export const menuFormOf = (menu: AdminMenu): MenuForm =>
  Object.fromEntries(MENU_AREAS.map((area) => [area, menu[area].map(entryOf)])) as MenuForm

export const newEntry = (): MenuEntry => ({ key: nextKey(), rotulo: '', alvo: '', visivel: true, filhos: [] })

const targetOf = (alvo: string) =>
  alvo.startsWith('p:') ? { paginaId: Number(alvo.slice(2)) } : { paginaId: null, ...(alvo.startsWith('r:') && { rota: alvo.slice(2) }) }

const inputOf = (entry: MenuEntry) => ({ rotulo: entry.rotulo, ...targetOf(entry.alvo) })

/** The body of "Salvar menu": every area's entries in order, each with its submenu. */
export const menuInputOf = (form: MenuForm): MenuInput =>
  Object.fromEntries(MENU_AREAS.map((area) => [area, form[area].map((entry) => ({ ...inputOf(entry), filhos: entry.filhos.map(inputOf) }))])) as MenuInput
