export { useSuppliers, suppliersKey, fetchSuppliers, byDisplayName, type Supplier, type SuppliersKey } from './suppliers';
export {
  useSupplierInputOutput,
  supplierInputOutputKey,
  fetchSupplierInputOutput,
  type SupplierInputOutput,
  type SupplierInputOutputList,
  type SupplierInputOutputKey,
} from './supplierInputOutput';
export { useInputAttributes, inputAttributesKey, fetchInputAttributes, type InputAttribute, type InputAttributesKey } from './inputAttributes';
export { useUseCases, useCasesKey, fetchUseCases, type UseCaseOption, type UseCasesKey } from './useCases';
export { createWorkflow, useCreateWorkflow, type WorkflowCreateRequest, type WorkflowCreateResult, type CreateWorkflowKey } from './createWorkflow';
export { useWorkflow, workflowKey, fetchWorkflow, type Workflow, type WorkflowKey } from './workflow';
export { useTemplate, templateKey, fetchTemplate, type Template, type TemplateKey } from './template';
export { useUpdateWorkflow, updateWorkflow, type WorkflowUpdate, type WorkflowUpdateRequest, type UpdateWorkflowKey } from './updateWorkflow';
export { useOperators, operatorsKey, fetchOperators, type Operator, type OperatorsKey } from './operators';
export {
  useConditionLists,
  conditionListsKey,
  fetchConditionLists,
  CONDITION_LISTS_LIMIT,
  type ConditionListOption,
  type ConditionListsKey,
} from './conditionLists';
export { useWorkflowList, workflowListKey, fetchWorkflowList, type WorkflowList, type WorkflowSummary, type WorkflowListKey } from './workflowList';
export { useTemplateList, templateListKey, fetchTemplateList, type TemplateList, type TemplateSummary, type TemplateListKey } from './templateList';
export { deleteWorkflow } from './deleteWorkflow';
export { useInputDetails, inputDetailsKey, fetchInputDetails, type InputDetails, type InputDetailsKey } from './inputDetails';
export { useRunTransaction, type TransactionRunRequest, type TransactionRunResult } from './runTransaction';
