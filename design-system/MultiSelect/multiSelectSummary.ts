export interface SummaryOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface SummaryTexts {
  /** Shown when every selectable option is chosen. */
  allLabel: string;
  /** Up to this many chosen options are listed by label; more are counted. */
  maxListed: number;
  /** The count text when more than `maxListed` are chosen. */
  countLabel: (count: number) => string;
}

/**
 * What a multi-select's trigger says: null for nothing chosen (the placeholder shows), the `allLabel`
 * when every option that can be chosen is, the chosen labels (in option order) when there are few,
 * else a count. Ids that match no option are ignored.
 */
export function summarizeSelection(selectedIds: Iterable<string>, options: readonly SummaryOption[], texts: SummaryTexts): string | null {
  const selected = new Set(selectedIds);
  const chosen = options.filter((option) => selected.has(option.id));
  if (chosen.length === 0) return null;
  const selectable = options.filter((option) => !option.isDisabled);
  if (selectable.length > 0 && selectable.every((option) => selected.has(option.id))) return texts.allLabel;
  if (chosen.length <= texts.maxListed) return chosen.map((option) => option.label).join(', ');
  return texts.countLabel(chosen.length);
}
