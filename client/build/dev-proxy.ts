/**
 * The first path segments of the server's addresses, which `npm run dev` passes from Vite to the API; every other
 * path is a page the client draws. server/test/openapi.test.ts checks that every documented route starts with one.
 */
const API_SEGMENTS = [
  'certificado', 'usuario', 'eventos', 'inscrever', 'listaInscritos', 'lista', 'palestras', 'enviar-voluntariado',
  'enviar-requerimento', 'chamada', 'health', 'api', 'midia', 'configuracoes', 'fotos-paginas', 'caixa', 'auditoria',
  'conteudo', 'inscricoes', 'backups', 'monitoramento', 'documentos', 'compartilhar', 'icons', 'favicon.ico', 'apple-touch-icon.png',
  'manifest.webmanifest', 'robots.txt', 'sitemap.xml', 'agenda', 'noticias/feed.xml',
]

/** Vite's proxy key: a path that starts with one of the segments (`/certificado` also covers `/certificados`). */
export const DEV_API_PATTERN = `^/(${API_SEGMENTS.map((segment) => segment.replaceAll('.', '\\.')).join('|')})`
