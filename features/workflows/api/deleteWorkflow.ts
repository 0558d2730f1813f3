import { unwrap, type ApiClient, type ApiEnvironment } from '~/lib/api';

/** DELETE /workflows/{workflowId}: the workflow leaves the list (its versions are kept). */
export async function deleteWorkflow(client: ApiClient, workflowId: string, environment?: Partial<ApiEnvironment>): Promise<void> {
  await unwrap(client.at(environment).DELETE('/workflows/{workflowId}', { params: { path: { workflowId } } }));
}
