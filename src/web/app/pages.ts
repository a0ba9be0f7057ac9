import { lazyPage } from './lazy-page'

// Every page is its own chunk, so the shell stays small (landing page budget: 150 KB gzip).
// The pages that read nothing through the query cache say so: they load without the query library.
export const LandingPage = lazyPage(() => import('../features/landing/landing-page'), {
  queries: false,
})
export const PricingPage = lazyPage(() => import('../features/pricing/pricing-page'))
export const BlogListPage = lazyPage(() => import('../features/blog/blog-list-page'))
export const BlogArticlePage = lazyPage(() => import('../features/blog/blog-article-page'))
export const ConfirmEmailPage = lazyPage(() => import('../features/auth/confirm-email-page'))
export const ConfirmEmailPaymentPage = lazyPage(
  () => import('../features/auth/confirm-email-payment-page'),
)
export const LoginPage = lazyPage(() => import('../features/auth/login-page'))
export const SignupPage = lazyPage(() => import('../features/auth/signup-page'))
export const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page'))
export const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'))
export const CleanerPage = lazyPage(() => import('../features/cleaner/cleaner-page'), {
  queries: false,
})
export const DashboardPage = lazyPage(() => import('../features/dashboard/dashboard-page'))
export const ComparePage = lazyPage(() => import('../features/compare/compare-page'))
export const AccountSettingsPage = lazyPage(
  () => import('../features/account/account-settings-page'),
)
export const AddConnectionPage = lazyPage(
  () => import('../features/connections/add-connection-page'),
)
export const ConnectionPage = lazyPage(() => import('../features/connections/connection-page'))
export const ConnectionSettingsPage = lazyPage(
  () => import('../features/connections/connection-settings-page'),
)
export const GapAnalysisPage = lazyPage(() => import('../features/gap-analysis/gap-analysis-page'))
export const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), {
  queries: false,
})
