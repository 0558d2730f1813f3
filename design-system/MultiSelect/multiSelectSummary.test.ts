import { describe, expect, it } from 'vitest';
import { summarizeSelection, type SummaryOption } from './multiSelectSummary';

const options: SummaryOption[] = [
  { id: 'in', label: 'India' },
  { id: 'id', label: 'Indonesia' },
  { id: 'us', label: 'USA' },
  { id: 'uk', label: 'UK', isDisabled: true },
];
const texts = { allLabel: 'All', maxListed: 2, countLabel: (n: number) => `${n} selected` };

describe('summarizeSelection', () => {
  it('is null when nothing is chosen', () => {
    expect(summarizeSelection([], options, texts)).toBeNull();
    expect(summarizeSelection(['unknown'], options, texts)).toBeNull();
  });

  it('lists a few chosen labels in option order', () => {
    expect(summarizeSelection(['id'], options, texts)).toBe('Indonesia');
    expect(summarizeSelection(['us', 'in'], options, texts)).toBe('India, USA');
  });

  it("says 'All' when every option that can be chosen is, disabled ones aside", () => {
    expect(summarizeSelection(['in', 'id', 'us'], options, texts)).toBe('All');
    expect(summarizeSelection(['in', 'id', 'us'], options, { ...texts, allLabel: 'All countries' })).toBe('All countries');
  });

  it('counts when more are chosen than it lists', () => {
    const more = [...options, { id: 'ph', label: 'Philippines' }];
    expect(summarizeSelection(['in', 'id', 'us'], more, texts)).toBe('3 selected');
    expect(summarizeSelection(['in', 'id', 'us'], more, { ...texts, maxListed: 3 })).toBe('India, Indonesia, USA');
  });

  it('ignores ids that match no option', () => {
    expect(summarizeSelection(['in', 'gone'], options, texts)).toBe('India');
  });
});
