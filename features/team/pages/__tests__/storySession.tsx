import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { useHydrateAtoms } from 'jotai/utils';
import { authDetailsAtom, authDetailsFromApi, organizationsAtom, orgSettingsAtom } from '~/lib/session';
import { scenarios, type ShellScenario } from '~/fixtures';

function Session({ scenario, children }: { scenario: ShellScenario; children: ReactNode }) {
  useHydrateAtoms(new Map([[organizationsAtom, [...scenario.organizations]]]));
  useHydrateAtoms(new Map([[authDetailsAtom, authDetailsFromApi(scenario.authDetails)]]));
  useHydrateAtoms(new Map([[orgSettingsAtom, scenario.settings]]));
  return children;
}

/**
 * Signs the story in as the user of `parameters.scenario` (a fixture scenario; the owner in test
 * mode by default), in that scenario's organisation and mode.
 */
export const withSession: Decorator = (Story, context) => {
  const scenario: ShellScenario = (context.parameters.scenario as ShellScenario | undefined) ?? scenarios.ownerTestPostpaid;
  localStorage.setItem('toggledEnv', scenario.mode);
  return (
    <Session scenario={scenario}>
      <Story />
    </Session>
  );
};
