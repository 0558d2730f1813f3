import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError, startImpersonation, useApiClient } from '~/lib/api';
import { useSelectOrganization } from '~/lib/session';
import { paths } from '~/lib/routes';
import { FullPageLoader, ImpersonationFailedPage } from '~/features/shell';
import { impersonationParams, withoutImpersonationParams, type ImpersonationParams } from './impersonationParams';

type Outcome = { state: 'none' | 'pending' | 'started' } | { state: 'failed'; error: ApiError };

/**
 * The super-admin route (document 1 section 2.4; ADR 0010): an address that carries `authToken`
 * and `orgId` loses them at once (history is replaced), and the token is handed to the server,
 * which answers with the HttpOnly cookie of a super-admin session in that organisation. The
 * browser keeps no token. A refused link shows the server's reason.
 */
export function ImpersonationGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const setActiveOrg = useSelectOrganization();
  // Read once, on the first render: the parameters are about to leave the address.
  const [attempt] = useState<ImpersonationParams | null>(() => impersonationParams(location.search));
  const sent = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>({ state: attempt ? 'pending' : 'none' });

  useEffect(() => {
    // The token works once: send it once, even when an effect runs twice (StrictMode).
    if (!attempt || sent.current) return;
    sent.current = true;
    navigate({ pathname: location.pathname, search: withoutImpersonationParams(location.search), hash: location.hash }, { replace: true });
    startImpersonation(client, attempt).then(
      () => {
        setActiveOrg(attempt.orgId);
        // Whatever an earlier session loaded belongs to someone else.
        void mutate(() => true, undefined, { revalidate: true });
        setOutcome({ state: 'started' });
      },
      (error: unknown) => setOutcome({ state: 'failed', error: ApiError.from(error) }),
    );
  }, [attempt, client, location, mutate, navigate, setActiveOrg]);

  if (outcome.state === 'pending') return <FullPageLoader label="Starting the super-admin session" />;
  if (outcome.state === 'failed') {
    const signIn = () => {
      setOutcome({ state: 'none' });
      navigate(paths.login, { replace: true });
    };
    return <ImpersonationFailedPage message={outcome.error.message} description={outcome.error.description} onSignIn={signIn} />;
  }
  return children;
}
