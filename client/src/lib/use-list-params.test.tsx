import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { choiceParam, dayParam, pageParam, textParam, useListParams } from './use-list-params'

const SPECS = { pagina: pageParam, busca: textParam, ordem: choiceParam(['nome', 'data'] as const, 'data'), de: dayParam }

function renderParams(path: string) {
  let router!: ReturnType<typeof createMemoryRouter>
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] })
    return <RouterProvider router={router} />
  }
  const hook = renderHook(() => useListParams(SPECS), { wrapper })
  return { hook, search: () => router.state.location.search }
}

describe('useListParams', () => {
  it('reads each parameter, and a missing or invalid one as its fallback', () => {
    expect(renderParams('/?pagina=3&busca=%20ana%20&ordem=nome&de=2025-02-01').hook.result.current[0]).toEqual({
      pagina: 3,
      busca: 'ana',
      ordem: 'nome',
      de: '2025-02-01',
    })
    expect(renderParams('/?pagina=1.5&ordem=senha&de=2025-13-45').hook.result.current[0]).toEqual({
      pagina: 1,
      busca: '',
      ordem: 'data',
      de: '',
    })
  })

  it('goes back to page 1 on any other change and leaves fallbacks out of the address', () => {
    const { hook, search } = renderParams('/?pagina=4&ordem=nome')
    act(() => hook.result.current[1]({ busca: 'ana' }))
    expect(search()).toBe('?ordem=nome&busca=ana')
    act(() => hook.result.current[1]({ ordem: 'data', pagina: 2 }))
    expect(search()).toBe('?busca=ana&pagina=2')
  })

  it('keeps both of two changes made before the next render', () => {
    const { hook, search } = renderParams('/')
    const update = hook.result.current[1]
    act(() => {
      update({ busca: 'ana' }, { replace: true })
      update({ ordem: 'nome' })
    })
    expect(search()).toBe('?busca=ana&ordem=nome')
    expect(hook.result.current[0]).toMatchObject({ busca: 'ana', ordem: 'nome' })
  })
})
