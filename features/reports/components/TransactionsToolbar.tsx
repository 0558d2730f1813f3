import { memo } from 'react';
import styled from 'styled-components';
import { DateRangePicker, MultiSelect, SearchAndFilters, type DateRangeValue, type SearchAndFiltersChip } from '~/design-system';
import { TRANSACTION_OUTCOMES, filtersOutcomes, type TransactionOutcome } from '../model/listQuery';
import { statusLabel } from '../model/transactionStatus';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

const OutcomeField = styled.div`
  width: 14rem;
`;

const outcomeItems = TRANSACTION_OUTCOMES.map((outcome) => ({ id: outcome, label: statusLabel(outcome) }));
const OUTCOME_CHIP = 'outcome';

export interface TransactionsToolbarProps {
  defaultSearch: string;
  onSearch: (query: string) => void;
  outcomes: readonly TransactionOutcome[];
  onOutcomesChange: (outcomes: TransactionOutcome[]) => void;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** The current time, injectable so stories are deterministic. */
  now?: () => Date;
}

const isOutcome = (id: string): id is TransactionOutcome => (TRANSACTION_OUTCOMES as readonly string[]).includes(id);

/** Created-at range and outcome filter, then the search, above the transactions table; a narrowed outcome shows as a chip. */
export const TransactionsToolbar = memo(function TransactionsToolbar({ defaultSearch, onSearch, outcomes, onOutcomesChange, range, onRangeChange, now }: TransactionsToolbarProps) {
  const chips: SearchAndFiltersChip[] = filtersOutcomes(outcomes)
    ? [{ id: OUTCOME_CHIP, label: `Outcome: ${TRANSACTION_OUTCOMES.filter((o) => outcomes.includes(o)).map(statusLabel).join(', ')}` }]
    : [];
  return (
    <Bar>
      <Controls>
        <DateRangePicker label="Created" value={range} onChange={onRangeChange} now={now} />
        <OutcomeField>
          <MultiSelect label="Outcome" items={outcomeItems} value={outcomes} placeholder="All outcomes" onChange={(ids) => onOutcomesChange(ids.filter(isOutcome))} />
        </OutcomeField>
      </Controls>
      <SearchAndFilters
        searchLabel="Search transactions"
        placeholder="Search by ID or workflow"
        defaultQuery={defaultSearch}
        onSearch={onSearch}
        filters={chips}
        onRemoveFilter={() => onOutcomesChange([])}
      />
    </Bar>
  );
});
