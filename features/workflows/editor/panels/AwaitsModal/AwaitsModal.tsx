import { useMemo, useState } from 'react';
import { Button, ErrorState, Modal, SearchAndFilters, Table, Text, type FieldSort, type TableColumn, type TableSelection, type TableSort } from '~/design-system';
import { useInputAttributes, type InputAttribute } from '../../../api';
import { editorSizes } from '../editorSizes';
import { AwaitsActions, AwaitsBody, AwaitsFooter } from './AwaitsModal.styles';
import { filterByKey, selectedCountText, sortAttributes, type AwaitSortField } from './awaitSelection';

export interface AwaitsModalProps {
  isOpen: boolean;
  /** Keys the await already waits for (when editing). */
  values?: readonly string[];
  /** The chosen keys, in the order of the input attributes. */
  onAdd: (values: string[]) => void;
  onCancel: () => void;
}

const columns: readonly TableColumn<InputAttribute>[] = [
  { id: 'displayName', header: 'Display Name', sortable: true },
  { id: 'key', header: 'Key', sortable: true },
];

const isSortField = (field: string): field is AwaitSortField => field === 'displayName' || field === 'key';

function AwaitsModalBody({ values = [], onAdd, onCancel }: Omit<AwaitsModalProps, 'isOpen'>) {
  const { data: attributes, error, isLoading, mutate } = useInputAttributes();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<FieldSort>({ field: 'displayName', order: 'asc' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(values));

  const rows = useMemo(() => {
    const field = isSortField(sort.field) ? sort.field : 'displayName';
    return sortAttributes(filterByKey(attributes ?? [], query), field, sort.order);
  }, [attributes, query, sort]);

  const changeSelection = (keys: TableSelection) => {
    const visible = new Set(rows.map((row) => row.key));
    const chosen = keys === 'all' ? visible : new Set([...keys].map(String));
    // Values hidden by the search stay selected.
    setSelected(new Set([...[...selected].filter((key) => !visible.has(key)), ...chosen]));
  };

  const add = () => onAdd((attributes ?? []).map((attribute) => attribute.key).filter((key) => selected.has(key)));

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Awaits"
      description="Pause the execution and return the evaluation state to transaction service."
      size="lg"
      footer={
        <AwaitsFooter>
          <Text tone="muted" role="status">
            {selectedCountText(selected.size)}
          </Text>
          <AwaitsActions>
            <Button variant="secondary" onPress={onCancel}>
              Cancel
            </Button>
            <Button onPress={add} isDisabled={!attributes}>
              Add
            </Button>
          </AwaitsActions>
        </AwaitsFooter>
      }
    >
      <AwaitsBody>
        <SearchAndFilters searchLabel="Search Values" placeholder="Search Values" onSearch={setQuery} debounceMs={0} />
        {error ? (
          <ErrorState description="It seems there is a technical issue that is preventing data from loading." onRetry={() => void mutate()} size="sm" />
        ) : (
          <Table
            aria-label="Values"
            columns={columns}
            rows={rows}
            getRowId={(row) => row.key}
            isLoading={isLoading}
            loadingRowCount={4}
            emptyText="No attributes found"
            sort={sort}
            onSortChange={(next: TableSort) => 'field' in next && setSort(next)}
            selectionMode="multiple"
            selectedKeys={new Set([...selected].filter((key) => rows.some((row) => row.key === key)))}
            onSelectionChange={changeSelection}
            height={editorSizes.awaitTableMaxHeight}
          />
        )}
      </AwaitsBody>
    </Modal>
  );
}

/** Chooses the values an await step waits for (document 2 section 2.8). */
export function AwaitsModal({ isOpen, ...rest }: AwaitsModalProps) {
  return isOpen ? <AwaitsModalBody {...rest} /> : null;
}
