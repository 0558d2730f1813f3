import { compileFlow, type CompileResult } from './compileFlow';

/**
 * Compiled flows by version key (`wf_…@3`, `tpl_…@1`): a published version never changes, so it
 * is compiled once. Least recently used entries leave first.
 */
export class CompiledFlowCache {
  private readonly entries = new Map<string, CompileResult>();

  constructor(private readonly capacity = 500) {}

  get(key: string, flow: () => unknown): CompileResult {
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const compiled = compileFlow(flow());
    this.entries.set(key, compiled);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return compiled;
  }
}
