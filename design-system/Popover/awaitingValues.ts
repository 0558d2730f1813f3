/** One value a transaction waits for (document 1 section 3, awaiting data): `set` once it has been received. */
export interface AwaitingValue {
  key: string;
  displayName?: string;
  set: boolean;
}

export interface AwaitingValueLabel {
  key: string;
  label: string;
}

/** The values still awaited and those received, in their order, each labelled by its display name (else its key). */
export function partitionAwaiting(values: readonly AwaitingValue[] | null | undefined): {
  awaited: AwaitingValueLabel[];
  received: AwaitingValueLabel[];
} {
  const awaited: AwaitingValueLabel[] = [];
  const received: AwaitingValueLabel[] = [];
  for (const value of values ?? []) {
    const label = value.displayName?.trim() ? value.displayName : value.key;
    (value.set ? received : awaited).push({ key: value.key, label });
  }
  return { awaited, received };
}
