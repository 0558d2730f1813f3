/** The decision engine (decision-engine.md): pure code; services, list look-ups and the clock are handed in. */
export { compileFlow, type CompiledFlow, type CompileResult } from './compileFlow';
export { compileCondition, type CompiledCondition, type ComparisonTrace, type ListProbe, type OperandTrace } from './compileCondition';
export { execute, poll, resume, NO_END_MATCHED, DEFAULT_SERVICE_TIMEOUT_MS, type EngineContext, type ListLookup, type ResumeResult } from './execute';
export { prepareInput, type PreparedInput } from './inputData';
export { FINISHED_OUTCOMES, newRunState, type NodeTrace, type Outcome, type RunState } from './runState';
export { nameSimilarity } from './nameSimilarity';
export { CompiledFlowCache } from './flowCache';
