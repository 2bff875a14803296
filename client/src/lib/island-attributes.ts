// Apart from lib/island.tsx so that the entry (main.tsx), which reads them, brings no React with it.

/** The attributes of an island's element, written by the server renderer and read by main.tsx and the runtime. */
export const ISLAND_ATTRIBUTES = { name: 'data-island', id: 'data-island-id', props: 'data-props', hydrate: 'data-hydrate' } as const
