import { runService } from './runService';
import type { ServiceAnswer, ServiceCaller } from '../engine/serviceCaller';

export type { ServiceAnswer, ServiceCallContext, ServiceCaller } from '../engine/serviceCaller';
export { runService } from './runService';

/** The sandbox verification services, as the decision engine calls them (deterministic; never throws). */
export const sandboxServiceCaller: ServiceCaller = {
  async call(serviceId, inputs, context): Promise<ServiceAnswer> {
    const outcome = await runService(serviceId, inputs, context);
    if (outcome.state === 'pending') return { state: 'pending', readyAt: outcome.readyAt };
    return { state: 'done', status: outcome.status, outputs: outcome.outputs, reason: outcome.reason };
  },
};
