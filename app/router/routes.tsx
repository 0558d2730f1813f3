import { Navigate, type RouteObject } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { authDetailsAtom } from '~/app/auth';
import { paths } from '~/app/routes';
import { FullPageLoader, NotFoundPage, SignInPage, VerifiedPage, type RouteHandle } from '~/features/shell';
import { SessionGate } from '../session/SessionGate';
import { AreaRoute } from './AreaRoute';
import { legacyWorkflowRoutes } from './legacyWorkflowRoutes';
import { RootLayout } from './RootLayout';

function VerifiedRoute() {
  const signedIn = useAtomValue(authDetailsAtom) !== null;
  return <VerifiedPage signedIn={signedIn} />;
}

function SignInRoute() {
  return <SignInPage onSignIn={(href) => window.location.assign(href)} />;
}

const handle = (title: string, subtitle?: string): RouteHandle => ({ title, subtitle });

/**
 * The console's routes (document 1 section 2.1). Areas whose issue has not landed yet fall to the
 * not-found screen through the catch-all, after their permission and flag guard (README lists them).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageLoader label="Loading Veriflow" />,
    children: [
      { path: paths.login, element: <SignInRoute /> },
      { path: paths.verified, element: <VerifiedRoute /> },
      {
        element: <SessionGate />,
        children: [
          { index: true, element: <Navigate to={paths.home} replace /> },
          {
            path: paths.home,
            handle: handle('Home', 'Build, try and launch your verification workflows'),
            lazy: async () => ({ Component: (await import('~/features/home')).HomePage }),
          },
          {
            path: paths.apiKeys,
            handle: handle('API Keys', 'Keys your applications call the API with, per mode'),
            lazy: async () => {
              const { ApiKeysPage } = await import('~/features/apiKeys');
              return { element: <AreaRoute><ApiKeysPage /></AreaRoute> };
            },
          },
          {
            path: paths.users,
            handle: handle('Team', 'Members of your organisation and their roles'),
            lazy: async () => {
              const { TeamPage } = await import('~/features/team');
              return { element: <AreaRoute><TeamPage /></AreaRoute> };
            },
          },
          {
            path: paths.audits,
            handle: handle('Audit Log', 'Who did what, when and from where'),
            lazy: async () => {
              const { AuditLogPage } = await import('~/features/audit');
              return { element: <AreaRoute><AuditLogPage /></AreaRoute> };
            },
          },
          {
            path: paths.reports,
            handle: handle('Usage Logs'),
            lazy: async () => {
              const { UsageLogsPage } = await import('~/features/reports');
              return { element: <AreaRoute><UsageLogsPage /></AreaRoute> };
            },
          },
          {
            // Keeps /reports/device (not built yet) off the transaction route below.
            path: paths.deviceReports,
            handle: handle('Page not found'),
            element: (
              <AreaRoute>
                <NotFoundPage embedded />
              </AreaRoute>
            ),
          },
          ...[paths.reportTransaction, paths.reportWorkflow, paths.reportTemplate].map(
            (path): RouteObject => ({
              path,
              handle: handle('Usage Logs'),
              lazy: async () => {
                const { TransactionDetailPage } = await import('~/features/reports');
                return { element: <AreaRoute><TransactionDetailPage /></AreaRoute> };
              },
            }),
          ),
          ...legacyWorkflowRoutes,
          ...(
            [
              [paths.workflowCreate, 'create'],
              [paths.templateEdit, 'template'],
              [paths.workflowEdit, 'edit'],
              [paths.workflowDuplicate, 'duplicate'],
            ] as const
          ).map(
            ([path, mode]): RouteObject => ({
              path,
              handle: handle('Workflows'),
              lazy: async () => {
                const { WorkflowEditorPage } = await import('~/features/workflows');
                return { element: <AreaRoute><WorkflowEditorPage mode={mode} /></AreaRoute> };
              },
            }),
          ),
          ...(
            [
              [paths.workflows, undefined],
              [paths.myWorkflows, 'myWorkflows'],
              [paths.templates, 'templates'],
              // Any other path under /workflows shows the tabs (document 2 section 2.1).
              [`${paths.workflows}/*`, undefined],
            ] as const
          ).map(
            ([path, tab]): RouteObject => ({
              path,
              handle: handle('Workflows'),
              lazy: async () => {
                const { WorkflowsPage } = await import('~/features/workflows');
                return { element: <AreaRoute><WorkflowsPage tab={tab} /></AreaRoute> };
              },
            }),
          ),
          {
            path: paths.capabilities,
            handle: handle('Capabilities'),
            lazy: async () => {
              const { CapabilityListPage } = await import('~/features/workflows');
              return { element: <AreaRoute><CapabilityListPage /></AreaRoute> };
            },
          },
          ...(
            [
              [paths.capabilityCreate, 'create'],
              [paths.capabilityEdit, 'edit'],
            ] as const
          ).map(
            ([path, mode]): RouteObject => ({
              path,
              handle: handle('Capabilities'),
              lazy: async () => {
                const { CapabilityEditorPage } = await import('~/features/workflows');
                return { element: <AreaRoute><CapabilityEditorPage mode={mode} /></AreaRoute> };
              },
            }),
          ),
          {
            path: '*',
            handle: handle('Page not found'),
            element: (
              <AreaRoute>
                <NotFoundPage embedded />
              </AreaRoute>
            ),
          },
        ],
      },
    ],
  },
];
