import type { NewsArticle } from '@site/contracts'
import { ResponsivePicture } from '../../../components/ui/picture'
import { formatSiteDate } from '../../../lib/format'
import { ShareButtonsIsland } from './share-buttons'
import './news-article.css'

type NewsArticleViewProps = {
  article: NewsArticle
  /** The page's own heading (1) or a heading inside another page, as in the editor's preview (2). */
  headingLevel?: 1 | 2
  /** The address to share; no share buttons without it. */
  shareUrl?: string
}

/** A news item as visitors read it. The body is HTML the server sanitised when it was saved. */
export function NewsArticleView({ article, headingLevel = 1, shareUrl }: NewsArticleViewProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <article className="news-article">
      <Heading className="news-article__title">{article.titulo}</Heading>
      <p className="news-article__date">
        <time dateTime={article.publicadoEm}>{formatSiteDate(article.publicadoEm)}</time>
      </p>
      {article.capa && (
        <ResponsivePicture className="news-article__cover" picture={article.capa} sizes="(min-width: 52rem) 48rem, 100vw" loading="eager" />
      )}
      <p className="news-article__summary">{article.resumo}</p>
      <div className="news-article__body prose" dangerouslySetInnerHTML={{ __html: article.corpo }} />
      {shareUrl && <ShareButtonsIsland title={article.titulo} url={shareUrl} />}
    </article>
  )
}
