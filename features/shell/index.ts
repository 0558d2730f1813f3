export { ShellLayout, type ShellContext } from './components/ShellLayout/ShellLayout';
export { preloadShellData } from './components/ShellLayout/preloadShellData';
export { NotFoundPage } from './pages/NotFoundPage';
export { NoAccessPage, NO_ACCESS_TITLE } from './pages/NoAccessPage';
export { VerifiedPage } from './pages/VerifiedPage';
export { VerifyEmailPage } from './pages/VerifyEmailPage';
export { SignInPage, signInHref } from './pages/SignInPage';
export { FullPageError, FullPageLoader, ImpersonationFailedPage, NoOrganisationPage } from './pages/StatusPages';
export type { RouteHandle } from './model/pageTitle';
