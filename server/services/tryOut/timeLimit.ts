/** How long a direct call of a service waits for its answer before answering 504. */
export const SERVICE_CALL_TIME_LIMIT_MS = 5_000;
