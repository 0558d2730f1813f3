import {
  toSupplier as supplierOf,
  toSupplierInputOutput as supplierInputOutputOf,
  toSupplierOutput as supplierOutputOf,
  type ServiceDefinition,
  type ServiceOutputDefinition,
} from '~/contract/reference';
import { operatorRefs } from '../../catalogue/operators';

/** The service catalogue lives in contract/reference; the server adds the operators of its registry. */
export {
  SERVICES,
  SERVICE_CATEGORY_NAMES as CATEGORY_NAMES,
  findService,
  serviceEndpoint,
  serviceResultEndpoint,
  toSupplierInput,
  type ServiceCategory,
  type ServiceDefinition,
  type ServiceInputDefinition,
  type ServiceOutputDefinition,
  type ServiceTestValue,
} from '~/contract/reference';

export const toSupplierOutput = (output: ServiceOutputDefinition) => supplierOutputOf(output, operatorRefs);

/** A service in the shape of GET /suppliers. */
export const toSupplier = (service: ServiceDefinition) => supplierOf(service, operatorRefs);

/** A service in the shape of GET /suppliers/input-output. */
export const toSupplierInputOutput = (service: ServiceDefinition) => supplierInputOutputOf(service, operatorRefs);
