const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The name of a new workflow (document 2 section 2.4): 'Untitled' and a date-time stamp in local
 * time, e.g. 'Untitled 2026-11-24 09:05:07'. Publishing asks for a real name while it contains
 * 'Untitled'.
 */
export function defaultWorkflowName(now: Date = new Date()): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `Untitled ${date} ${time}`;
}
