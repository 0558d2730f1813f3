import styled from 'styled-components';
import { Badge, Text } from '~/design-system';
import { comparisonSentence, decidingComparisons, operandValueText, type ReferenceLabel, type TransactionComparison } from '../model/comparisons';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-left-width: 3px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.surface};

  &[data-deciding] {
    border-color: ${({ theme }) => theme.color.warning.border};
    border-left-color: ${({ theme }) => theme.color.warning.solid};
    background: ${({ theme }) => theme.color.warning.subtle};
  }
`;

const Sentence = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.fg.default};
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ComparisonListProps {
  comparisons: readonly TransactionComparison[];
  conditionResult: boolean | null;
  /** Names the referenced steps and attributes ('Name Match · Score'); references read as stored without it. */
  referenceLabel?: ReferenceLabel;
}

/** Each comparison of a node's condition as a sentence with the values compared; the deciding ones highlighted. */
export function ComparisonList({ comparisons, conditionResult, referenceLabel }: ComparisonListProps) {
  const deciding = decidingComparisons(comparisons, conditionResult);
  return (
    <List aria-label="Comparisons">
      {comparisons.map((comparison, index) => {
        const decided = deciding.has(index);
        const sentence = comparisonSentence(comparison, referenceLabel);
        return (
          <Item key={`${comparison.path}-${index}`} data-deciding={decided || undefined} aria-label={`${sentence}${decided ? ', deciding' : ''}`}>
            <Row>
              <Sentence title={comparisonSentence(comparison)}>{sentence}</Sentence>
              {decided && (
                <Badge tone="warning" size="sm">
                  Deciding
                </Badge>
              )}
            </Row>
            <Text variant="small" tone="muted">
              Compared {operandValueText(comparison.left)} with {operandValueText(comparison.right)}
            </Text>
          </Item>
        );
      })}
    </List>
  );
}
