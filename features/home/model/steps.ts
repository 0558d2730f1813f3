import { paths } from '~/lib/routes';
import type { GettingStarted } from '~/contract';

export interface GettingStartedStep {
  id: 'build' | 'try' | 'api-key' | 'go-live';
  title: string;
  description: string;
  actionLabel: string;
  /** Where the step's action goes; the go-live step opens the live-mode request instead. */
  href?: string;
  /** 'pending' while the live-mode request waits for review: asked for, not yet done. */
  status: GettingStartedStatus;
  /** False when the user's role may not follow the action (it is then not offered); true when absent. */
  actionOffered?: boolean;
}

export type GettingStartedStatus = 'todo' | 'pending' | 'done';

const doneIf = (done: boolean): GettingStartedStatus => (done ? 'done' : 'todo');

/** The Home page's checklist, in the order a new organisation works through it. */
export function gettingStartedSteps(progress: GettingStarted, isLiveEnabled: boolean): GettingStartedStep[] {
  return [
    {
      id: 'build',
      title: 'Build a workflow',
      description: 'Lay out verification services, conditions and end states, then publish it.',
      actionLabel: 'Create workflow',
      href: paths.workflowCreate,
      status: doneIf(progress.workflowPublished),
    },
    {
      id: 'try',
      title: 'Try it',
      description: 'Run a transaction through your workflow and see the decision it makes.',
      actionLabel: 'Open workflows',
      href: paths.workflows,
      status: doneIf(progress.transactionRun),
    },
    {
      id: 'api-key',
      title: 'Create an API key',
      description: 'Give your developers a key to call the platform API from your systems.',
      actionLabel: 'Manage API keys',
      href: paths.apiKeys,
      status: doneIf(progress.apiKeyCreated),
    },
    {
      id: 'go-live',
      title: 'Request live mode',
      description: 'When you are ready for real customers, ask our sales team to activate live mode.',
      actionLabel: 'Request live mode',
      status: isLiveEnabled ? 'done' : progress.liveRequested ? 'pending' : 'todo',
    },
  ];
}
