/** 'YYYY-MM-DD' as the UTC midnight PostgreSQL stores in a DATE column, and back. */
export const dateFromIso = (isoDate: string): Date => new Date(`${isoDate}T00:00:00.000Z`)
export const isoFromDate = (date: Date): string => date.toISOString().slice(0, 10)
