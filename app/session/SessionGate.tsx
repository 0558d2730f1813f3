import { lazy, Suspense, useDeferredValue } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuthDetails, useOrganizations, useOrganizationSettings } from '~/lib/api';
import { useAuthDetailsValue, useOrgSettings } from '~/lib/session';
import { paths } from '~/lib/routes';
import { ShellLayout, VerifyEmailPage, FullPageError, FullPageLoader } from '~/features/shell';
import { logout } from './logout';

/** Only a user without an organisation sees the wizard: it loads when needed, not with every page (ADR 0039). */
const OnboardingWizard = lazy(async () => ({ default: (await import('~/features/onboarding')).OnboardingWizard }));

/** The server's answer to an unverified user's organisation list (contract: listUserOrganizations 403). */
const EMAIL_NOT_VERIFIED = 'Verify your e-mail address first';

/**
 * The signed-in area's gate (document 1 section 4.1): loads the user's organisations, the auth
 * details and the organisation settings, sends a signed-out visitor to sign-in, an unverified one
 * to the verify-email page and one without an organisation to the onboarding wizard, then renders
 * the shell. Below it the session is loaded: `useSession()` and the other session hooks read the
 * same SWR entries (ADR 0018).
 */
export function SessionGate() {
  const navigate = useNavigate();
  const location = useLocation();
  const organizations = useOrganizations();
  const authDetails = useAuthDetails();
  const settings = useOrganizationSettings();
  const session = useAuthDetailsValue();
  const orgSettings = useOrgSettings();
  // The session's answers arrive as synchronous updates; the shell and its page then render as a
  // deferred update, in slices that yield to the browser rather than one long task.
  const isSessionLoaded = useDeferredValue(Boolean(session && orgSettings), false);

  const signOut = () => void logout(navigate, { superAdmin: session?.isSuperAdmin ?? false });
  const errors = [organizations.error, authDetails.error, settings.error].filter((e) => e !== undefined);
  if (errors.some((e) => e.status === 401)) {
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  if (organizations.error?.status === 403 && organizations.error.message === EMAIL_NOT_VERIFIED) return <VerifyEmailPage onGoBack={signOut} />;
  if (errors.length > 0) {
    const retry = () => {
      void organizations.mutate();
      void authDetails.mutate();
      void settings.mutate();
    };
    return <FullPageError onRetry={retry} />;
  }
  if (organizations.data && organizations.data.organizations.length === 0) {
    return (
      <Suspense fallback={<FullPageLoader label="Loading Veriflow" />}>
        <OnboardingWizard onLogout={signOut} />
      </Suspense>
    );
  }
  if (!session || !orgSettings || !isSessionLoaded) return <FullPageLoader label="Loading your organisation" />;
  if (!session.email_verified && !session.isSuperAdmin) return <VerifyEmailPage onGoBack={signOut} />;
  return <ShellLayout onLogout={signOut} />;
}
