import type { ComponentType } from 'react'
import type { IslandName } from '../lib/island'

type Loader = () => Promise<ComponentType<never>>

/**
 * Where the browser finds each island's component: every island a chunk of its own (with what it imports), loaded
 * only on a page that has it and only when it is to become React (main.tsx).
 */
export const ISLANDS: Record<IslandName, Loader> = {
  'display-tools': () => import('../components/layout/accessibility-bar').then((module) => module.DisplayTools),
  navbar: () => import('../components/layout/navbar').then((module) => module.Navbar),
  'hero-video': () => import('../components/ui/hero-video').then((module) => module.HeroVideo),
  'map-embed': () => import('../components/ui/map-embed').then((module) => module.MapEmbed),
  'share-buttons': () => import('../features/news/components/share-buttons').then((module) => module.ShareButtons),
  'cards-carousel': () => import('../components/page/sections/cards-carousel').then((module) => module.CardsCarousel),
  'news-list': () => import('../routes/news').then((module) => module.NewsList),
  'certificate-checker': () => import('../routes/validator').then((module) => module.ValidatorChecker),
  'cycle-registration': () => import('../features/events/components/cycle-registration').then((module) => module.CycleRegistration),
  'cancel-registration': () => import('../features/events/components/cancel-registration').then((module) => module.CancelRegistration),
  'call-list': () => import('../features/call-list/components/call-list-view').then((module) => module.CallListView),
  'volunteer-form': () => import('../features/submissions/components/volunteer-form').then((module) => module.VolunteerForm),
  'document-request-form': () =>
    import('../features/submissions/components/document-request-form').then((module) => module.DocumentRequestForm),
  'login-form': () => import('../routes/login').then((module) => module.LoginEntry),
  'forgot-password-form': () => import('../features/auth/components/forgot-password-form').then((module) => module.ForgotPasswordForm),
  'set-password-form': () => import('../features/auth/components/set-password-form').then((module) => module.SetPasswordForm),
  'vlibras-choice': () => import('../components/page/vlibras-choice').then((module) => module.VlibrasChoice),
}
