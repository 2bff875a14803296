// The public side of news; the admin screens are loaded by the admin area on their own.
export { fetchNewsArticle, fetchNewsPage } from './api'
export { NewsArticleView } from './components/news-article'
