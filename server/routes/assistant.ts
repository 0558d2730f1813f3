import { discoverServices, discoveryReply } from '../assistant/serviceDiscovery';
import { route } from '../http/route';
import { SERVICES } from '../services/catalogue';

/** The chatbot's service discovery (document 3, `POST /generative-ai`). */
export const assistantRoutes = [
  route({
    operationId: 'askAssistant',
    access: 'read:v2-services',
    async handler({ body }) {
      const matches = discoverServices(body.query, SERVICES);
      return {
        status: 200,
        body: {
          reply: discoveryReply(body.query, matches),
          services: matches.map(({ service, score }) => ({
            serviceId: service.id,
            displayName: service.displayName,
            category: service.category,
            countries: [...service.countries],
            price: service.price,
            score,
          })),
        },
      };
    },
  }),
];
