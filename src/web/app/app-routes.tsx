import { Navigate, Route, Routes } from 'react-router'
import { AppLayout } from './layout/app-layout'
import * as Page from './pages'
import { RequireAuth } from './require-auth'

/** SPEC §2 route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to="/welcome" replace />} />
        <Route path="welcome" element={<Page.LandingPage />} />
        <Route path="pricing" element={<Page.PricingPage />} />
        <Route path="blog" element={<Page.BlogListPage />} />
        <Route path="blog/:slug" element={<Page.BlogArticlePage />} />
        <Route path="confirm-email" element={<Page.ConfirmEmailPage />} />
        <Route path="confirm-email-payment" element={<Page.ConfirmEmailPaymentPage />} />
        <Route path="login" element={<Page.LoginPage />} />
        <Route path="signup" element={<Page.SignupPage />} />
        <Route path="signup/:tier" element={<Page.SignupPage />} />
        <Route path="forgot-password" element={<Page.ForgotPasswordPage />} />
        <Route path="reset-password" element={<Page.ResetPasswordPage />} />
        <Route path="cleaner" element={<Page.CleanerPage />} />

        <Route element={<RequireAuth />}>
          <Route path="dashboard" element={<Page.DashboardPage />} />
          <Route path="dashboard/compare" element={<Page.ComparePage />} />
          <Route path="account-settings" element={<Page.AccountSettingsPage />} />
          <Route path="connections">
            {/* Spec §2: gap analysis without a connection id goes back to the dashboard. */}
            <Route index element={<Navigate to="/dashboard" replace />} />
            <Route path="gap-analysis" element={<Navigate to="/dashboard" replace />} />
            <Route path="add" element={<Page.AddConnectionPage />} />
            <Route path=":connectionId" element={<Page.ConnectionPage />} />
            <Route path=":connectionId/settings" element={<Page.ConnectionSettingsPage />} />
            <Route path=":connectionId/gap-analysis" element={<Page.GapAnalysisPage />} />
          </Route>
        </Route>

        <Route path="*" element={<Page.NotFoundPage />} />
      </Route>
    </Routes>
  )
}
