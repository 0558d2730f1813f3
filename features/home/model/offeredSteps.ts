import type { GettingStartedStep } from './steps';

export interface StepPermissions {
  /** Whether the user may open an address of the console (its route guard lets them in). */
  mayOpen: (href: string) => boolean;
  /** Whether the user may ask for live mode (update on the organisation). */
  mayRequestLive: boolean;
}

/** The checklist with each step's action offered only when the user's role may follow it (issue 15). */
export function withOfferedActions(steps: readonly GettingStartedStep[], may: StepPermissions): GettingStartedStep[] {
  return steps.map((step) => ({ ...step, actionOffered: step.href ? may.mayOpen(step.href) : may.mayRequestLive }));
}
