import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { SessionReady } from '~/lib/session';
import { scenarios, useScenarioSession, type ShellScenario } from '~/fixtures';

function Session({ worker, scenario, children }: { worker: SetupWorker; scenario: ShellScenario; children: ReactNode }) {
  useScenarioSession(worker, scenario);
  return <SessionReady>{children}</SessionReady>;
}

/**
 * Signs the story in as the user of `parameters.scenario` (a fixture scenario; the owner in test
 * mode by default), in that scenario's organisation and mode: the session calls are answered by
 * the scenario's handlers, and the story renders once they are loaded.
 */
export const withSession: Decorator = (Story, context) => {
  const scenario: ShellScenario = (context.parameters.scenario as ShellScenario | undefined) ?? scenarios.ownerTestPostpaid;
  return (
    <Session worker={context.msw} scenario={scenario}>
      <Story />
    </Session>
  );
};
