import { useMemo, useState } from 'react';
import { Drawer, ErrorState, SearchAndFilters, Table, type TableColumn } from '~/design-system';
import { useInputAttributes, type InputAttribute } from '../../../api';
import { InputStepBody } from './InputStepPanel.styles';
import { filterByKeyOrName } from './filterAttributes';

export interface InputStepPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const columns: readonly TableColumn<InputAttribute>[] = [
  { id: 'displayName', header: 'Display Name' },
  { id: 'key', header: 'Key' },
];

function InputStepContent() {
  const { data, error, isLoading, mutate } = useInputAttributes();
  const [query, setQuery] = useState('');
  const rows = useMemo(() => filterByKeyOrName(data ?? [], query), [data, query]);
  return (
    <InputStepBody>
      <SearchAndFilters searchLabel="Search by key or display name" placeholder="Search" onSearch={setQuery} debounceMs={0} />
      {error ? (
        <ErrorState description="It seems there is a technical issue that is preventing data from loading." onRetry={() => void mutate()} size="sm" />
      ) : (
        <Table
          aria-label="Input attributes"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.key}
          isLoading={isLoading}
          emptyText="No attributes found"
        />
      )}
    </InputStepBody>
  );
}

/** The start step's panel (document 2 section 2.5): the input attributes customers add, searchable. */
export function InputStepPanel({ isOpen, onOpenChange }: InputStepPanelProps) {
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title="Input step" description="Input added by customers on the website or the app." size="md">
      {isOpen && <InputStepContent />}
    </Drawer>
  );
}
