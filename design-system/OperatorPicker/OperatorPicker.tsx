import { useId } from 'react';
import { Autocomplete, MenuTrigger, useFilter, type Key } from 'react-aria-components';
import { Icon } from '../Icon';
import { Tag } from '../Tag';
import {
  PickerEmpty,
  PickerItem,
  PickerItemDescription,
  PickerItemLabel,
  PickerItemText,
  PickerLabel,
  PickerMenu,
  PickerPopover,
  PickerRoot,
  PickerSearch,
  PickerSearchBox,
  PickerScroll,
  PickerSearchInput,
  PickerSection,
  PickerSectionHeader,
  PickerSymbol,
  PickerTrigger,
  PickerValue,
} from './OperatorPicker.styles';
import {
  operatorPickerKey,
  parseOperatorPickerKey,
  type OperatorPickerItem,
  type OperatorPickerListItem,
  type OperatorPickerSelection,
} from './operatorPicker';

export interface OperatorPickerProps {
  /** Visible label of the field and accessible name of the menu. */
  label: string;
  /** What the trigger shows: the chosen operator's label, or null for the placeholder. */
  selectedLabel?: string | null;
  placeholder?: string;
  /** Relational operators (==, >, contains ...). */
  operators: readonly OperatorPickerItem[];
  /** Functional operators (custom functions). */
  functions?: readonly OperatorPickerItem[];
  /** Block and allow lists, chosen through the is-blocked operator. */
  lists?: readonly OperatorPickerListItem[];
  onSelect: (selection: OperatorPickerSelection) => void;
  operatorsTitle?: string;
  functionsTitle?: string;
  listsTitle?: string;
  blocklistLabel?: string;
  allowlistLabel?: string;
  /** Accessible name and placeholder of the search box. */
  searchLabel?: string;
  /** Shown when the search matches nothing. */
  emptyText?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

function renderItem(section: 'operator' | 'function', item: OperatorPickerItem) {
  return (
    <PickerItem key={item.id} id={operatorPickerKey(section, item.id)} textValue={item.label} isDisabled={item.isDisabled}>
      <PickerItemText>
        <PickerItemLabel>{item.label}</PickerItemLabel>
        {item.description && <PickerItemDescription>{item.description}</PickerItemDescription>}
      </PickerItemText>
      {item.symbol && <PickerSymbol aria-hidden>{item.symbol}</PickerSymbol>}
    </PickerItem>
  );
}

/**
 * The operator menu of a condition row (document 2, section 4.4): relational operators, custom
 * functions, and the block and allow lists, in three titled sections with a search box on top.
 */
export function OperatorPicker({
  label,
  selectedLabel = null,
  placeholder = 'Select operator',
  operators,
  functions = [],
  lists = [],
  onSelect,
  operatorsTitle = 'Operator',
  functionsTitle = 'Custom Functions',
  listsTitle = 'Allow List or Block List',
  blocklistLabel = 'Blocklist',
  allowlistLabel = 'Allowlist',
  searchLabel = 'Search',
  emptyText = 'No matches found',
  isDisabled = false,
  isInvalid = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
}: OperatorPickerProps) {
  const labelId = useId();
  const valueId = useId();
  const { contains } = useFilter({ sensitivity: 'base' });

  const handleAction = (key: Key) => {
    const selection = parseOperatorPickerKey(String(key));
    if (selection) onSelect(selection);
  };

  return (
    <PickerRoot className={className}>
      <PickerLabel id={labelId}>{label}</PickerLabel>
      <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <PickerTrigger aria-labelledby={`${valueId} ${labelId}`} isDisabled={isDisabled} data-invalid={isInvalid || undefined}>
          <PickerValue id={valueId} $placeholder={selectedLabel == null}>
            {selectedLabel ?? placeholder}
          </PickerValue>
          <Icon name="chevronDown" />
        </PickerTrigger>
        <PickerPopover placement="bottom start" offset={4} data-vf-overlay="">
          <Autocomplete filter={contains}>
            {/* Focus moves into the popover the user just opened, as it would to a menu's first item. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <PickerSearch aria-label={searchLabel} autoFocus>
              <PickerSearchBox>
                <Icon name="search" size="sm" />
                <PickerSearchInput placeholder={searchLabel} />
              </PickerSearchBox>
            </PickerSearch>
            <PickerScroll tabIndex={0}>
            <PickerMenu aria-labelledby={labelId} onAction={handleAction} renderEmptyState={() => <PickerEmpty>{emptyText}</PickerEmpty>}>
              {operators.length > 0 && (
                <PickerSection id="operator">
                  <PickerSectionHeader>{operatorsTitle}</PickerSectionHeader>
                  {operators.map((item) => renderItem('operator', item))}
                </PickerSection>
              )}
              {functions.length > 0 && (
                <PickerSection id="function">
                  <PickerSectionHeader>{functionsTitle}</PickerSectionHeader>
                  {functions.map((item) => renderItem('function', item))}
                </PickerSection>
              )}
              {lists.length > 0 && (
                <PickerSection id="list">
                  <PickerSectionHeader>{listsTitle}</PickerSectionHeader>
                  {lists.map((item) => (
                    <PickerItem key={item.id} id={operatorPickerKey('list', item.id)} textValue={item.label} isDisabled={item.isDisabled}>
                      <PickerItemText>
                        <PickerItemLabel>{item.label}</PickerItemLabel>
                      </PickerItemText>
                      <Tag color={item.type === 'blocklist' ? 'red' : 'green'}>
                        {item.type === 'blocklist' ? blocklistLabel : allowlistLabel}
                      </Tag>
                    </PickerItem>
                  ))}
                </PickerSection>
              )}
            </PickerMenu>
            </PickerScroll>
          </Autocomplete>
        </PickerPopover>
      </MenuTrigger>
    </PickerRoot>
  );
}
