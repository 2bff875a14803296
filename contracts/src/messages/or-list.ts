/** "A, B ou C" */
export const orList = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}` : (items[0] ?? ''))
