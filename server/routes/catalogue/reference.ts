import { route } from '../../http/route';
import { inputParameters } from '../../catalogue/inputAttributes';
import { OPERATORS } from '../../catalogue/operators';
import { GEOGRAPHIES, INDUSTRIES, USE_CASES } from '~/contract/reference';

/** Static reference data of the builder: input attributes, operators, classifiers and option lists. */
export const referenceRoutes = [
  route({
    operationId: 'listInputAttributes',
    access: 'member',
    async handler({ query }) {
      return { status: 200, body: { inputParameters: inputParameters(query.category) } };
    },
  }),
  route({
    operationId: 'listOperators',
    access: 'member',
    async handler() {
      return { status: 200, body: { operators: [...OPERATORS] } };
    },
  }),
  route({
    operationId: 'getClassifiers',
    access: 'member',
    async handler() {
      return { status: 200, body: { useCases: [...USE_CASES], industries: [...INDUSTRIES], geographies: [...GEOGRAPHIES] } };
    },
  }),
  route({
    operationId: 'listUseCaseOptions',
    access: 'user',
    async handler() {
      return { status: 200, body: { useCases: [...USE_CASES] } };
    },
  }),
  route({
    operationId: 'listIndustryOptions',
    access: 'user',
    async handler() {
      return { status: 200, body: { industries: [...INDUSTRIES] } };
    },
  }),
  route({
    operationId: 'listGeographyOptions',
    access: 'user',
    async handler() {
      return { status: 200, body: { geographies: [...GEOGRAPHIES] } };
    },
  }),
];
