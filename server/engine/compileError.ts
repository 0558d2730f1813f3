/** Why a flow (or one of its conditions) cannot be compiled; the message names the problem. */
export class FlowCompileError extends Error {
  constructor(
    message: string,
    /** The node the problem is about, when known. */
    readonly nodeId: string | null = null,
  ) {
    super(message);
  }
}
