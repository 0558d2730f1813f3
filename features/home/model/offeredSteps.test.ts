import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from '~/lib/session/featureFlags';
import { ROLE_PERMISSIONS, canRequestLiveMode, createPermissionSet } from '~/lib/session/permissions';
import { routeAccess } from '~/lib/routes';
import { withOfferedActions } from './offeredSteps';
import { gettingStartedSteps } from './steps';

const none = { workflowCreated: false, workflowPublished: false, transactionRun: false, apiKeyCreated: false, liveRequested: false };

const offeredFor = (role: keyof typeof ROLE_PERMISSIONS) => {
  const permissions = createPermissionSet([...ROLE_PERMISSIONS[role]]);
  const context = { permissions, flags: defaultFeatureFlags('in') };
  const steps = withOfferedActions(gettingStartedSteps(none, false), {
    mayOpen: (href) => routeAccess(href, context) === 'allowed',
    mayRequestLive: canRequestLiveMode(permissions),
  });
  return steps.filter((step) => step.actionOffered).map((step) => step.id);
};

describe('withOfferedActions', () => {
  it('offers an owner every step', () => {
    expect(offeredFor('owner')).toEqual(['build', 'try', 'api-key', 'go-live']);
  });

  it('offers a sales user only what they may open: the workflows, not creating one, the API keys or live mode', () => {
    expect(offeredFor('sales')).toEqual(['try']);
  });
});
