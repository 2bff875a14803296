import { describe, expect, it } from 'vitest'
import { CONFIG_KEYS, loadConfig, publicOrigin } from './env.ts'

describe('loadConfig', () => {
  it('runs with no configuration at all, using the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', ADMIN_USER: 'admin' })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.CORS_ORIGINS).toEqual([])
  })

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: JWT_SECRET é obrigatório em produção/)
  })

  it('runs production on the embedded database, but never with its automatic backups off', () => {
    const secret = 'segredo-de-producao-com-mais-de-32-caracteres'
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).DATABASE_URL).toBeUndefined()
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, BACKUP_SCHEDULE: 'off' })).toThrow(
      /BACKUP_SCHEDULE: com o banco embutido em produção \(sem DATABASE_URL\), os backups automáticos não podem ficar desligados/,
    )
    const external = { NODE_ENV: 'production', JWT_SECRET: secret, DATABASE_URL: 'postgresql://u:p@db/fundacao', BACKUP_SCHEDULE: 'off' }
    expect(loadConfig(external).BACKUP_SCHEDULE).toBe('off')
  })

  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'curto', SMTP_URL: 'não é url' })).toThrow(
      /PORT[\s\S]*JWT_SECRET: JWT_SECRET precisa de pelo menos 32 caracteres[\s\S]*SMTP_URL/,
    )
  })

  it('takes the public origin from PUBLIC_URL without a trailing slash, else the local port, and refuses a non-web URL', () => {
    expect(publicOrigin(loadConfig({ PUBLIC_URL: 'https://fundacao.local/' }))).toBe('https://fundacao.local')
    expect(publicOrigin(loadConfig({ PORT: '8080' }))).toBe('http://localhost:8080')
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://fundacao.local' })).toThrow(/PUBLIC_URL: use a origem pública do site/)
  })

  it('reads CORS_ORIGINS as a comma-separated list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example,' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ])
  })

  it('reads the windows of the limits as spans of time, in seconds, and names a variable that is not one', () => {
    expect(loadConfig({ LOGIN_RATE_LIMIT_WINDOW: '90 seconds', LOGIN_ACCOUNT_LOCK_DURATION: '1 Hour' })).toMatchObject({
      LOGIN_RATE_LIMIT_WINDOW: 90,
      LOGIN_ACCOUNT_LOCK_DURATION: 3600,
      LOGIN_ACCOUNT_LOCK_WINDOW: 15 * 60,
    })
    for (const text of ['15', 'quinze minutos', '0 minutes', '1 week', '-1 hour']) {
      expect(() => loadConfig({ LOGIN_ACCOUNT_LOCK_WINDOW: text }), text).toThrow(/LOGIN_ACCOUNT_LOCK_WINDOW: use um número/)
    }
  })

  it('takes the backup schedule in cron syntax or off, and a backup passphrase of 20 characters or more', () => {
    expect(loadConfig({}).BACKUP_SCHEDULE).toBe('0 2 * * *')
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }).BACKUP_SCHEDULE).toBe('off')
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'todo dia às 2' })).toThrow(/BACKUP_SCHEDULE: use a sintaxe do cron/)
    expect(() => loadConfig({ BACKUP_PASSPHRASE: 'curta-demais' })).toThrow(/BACKUP_PASSPHRASE: use pelo menos 20 caracteres/)
  })

  // `SMTP_URL=` in a .env file or a compose file means "no SMTP", not "an invalid URL".
  it.each(CONFIG_KEYS)('reads an empty or blank %s as unset', (key) => {
    const defaults = loadConfig({})
    expect(loadConfig({ [key]: '' })).toEqual(defaults)
    expect(loadConfig({ [key]: '  ' })).toEqual(defaults)
  })
})
