/*
 * One dynamic import per screen module: Vite turns each into its own chunk, so the login route
 * downloads only what it renders (bench/ measures it from the build manifest).
 */
import { loadConfigurationTexts } from '../i18n/i18n';
export const activationMailPage = () => import('../features/auth/activation-mail-page');
export const activationPage = () => import('../features/auth/activation-page');
export const crmLoginPage = () => import('../features/auth/crm-login-page');
export const forgotPasswordPage = () => import('../features/auth/forgot-password-page');
export const recoveryPage = () => import('../features/auth/recovery-page');
export const homeLayout = () => import('../features/auth/home-layout');
export const loginPage = () => import('../features/auth/login-page');
export const signupPage = () => import('../features/auth/signup-page');
export const previewPage = () => import('../features/preview/preview-page');
export const notFoundPage = () => import('../features/shell/not-found-page');
export const demoPage = () => import('../features/demo/demo-page');
// The signed-in layout renders configuration texts (menu wizard entry, save bar): load them first.
export const appLayout = () =>
  Promise.all([import('../features/shell/app-layout'), loadConfigurationTexts()]).then(
    ([module]) => module,
  );
export const wizardLayout = () => import('../features/wizard/wizard-layout');
export const wizardPages = () => import('../features/wizard/wizard-pages');
export const accountPage = () => import('../features/account/account-page');
export const billingLayout = () => import('../features/billing/billing-layout');
export const billingPages = () => import('../features/billing/billing-pages');
export const supportPage = () => import('../features/support/support-page');
export const fineTuningPage = () => import('../features/fine-tuning/fine-tuning-page');
export const visualMachineLayout = () => import('../features/visual-machine/visual-machine-layout');
export const visualMachinePages = () => import('../features/visual-machine/visual-machine-pages');
export const visualMachineEditors = () =>
  import('../features/visual-machine/visual-machine-editors');
export const layoutDesignLayout = () => import('../features/layout-design/layout-design-layout');
export const layoutDesignPages = () => import('../features/layout-design/layout-design-pages');
export const dashboardPage = () => import('../features/dashboard/dashboard-page');
export const analyticsLayout = () => import('../features/analytics/analytics-layout');
export const analyticsPages = () => import('../features/analytics/analytics-pages');
export const marketPricesPage = () => import('../features/market-prices/market-prices-page');

export const queryHighlightsPage = () => import('../features/analytics/query-highlights-page');
export const queryListPage = () => import('../features/analytics/query-list-page');
export const queryDetailPage = () => import('../features/analytics/query-detail-page');
export const productDetailPage = () => import('../features/analytics/product-detail-page');
export const analyticsFiltersPage = () => import('../features/analytics/analytics-filters-page');
export const learningChangesPage = () =>
  import('../features/analytics/learning/learning-changes-page');
export const setupLayout = () => import('../features/setup/setup-layout');
export const setupPages = () => import('../features/setup/setup-pages');
export const termsPage = () => import('../features/terms/terms-page');
