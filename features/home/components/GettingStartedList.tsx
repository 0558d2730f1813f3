import styled from 'styled-components';
import { Badge, Button, Heading, Icon, Link, Text } from '~/design-system';
import type { GettingStartedStep } from '../model/steps';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.cardMinColumn}, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const StepCard = styled.li<{ $done: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme, $done }) => ($done ? theme.color.success.border : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

const StepHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StepNumber = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[6]};
  height: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $done }) => ($done ? theme.color.success.subtle : theme.color.accent.subtle)};
  color: ${({ theme, $done }) => ($done ? theme.color.success.fg : theme.color.accent.fg)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Grow = styled.div`
  flex: 1;
`;

export interface GettingStartedListProps {
  steps: GettingStartedStep[];
  onRequestLive: () => void;
  doneLabel: string;
  todoLabel: string;
}

/** The Home page's getting-started checklist: each step links to its area and says whether it is done. */
export function GettingStartedList({ steps, onRequestLive, doneLabel, todoLabel }: GettingStartedListProps) {
  return (
    <List>
      {steps.map((step, index) => (
        <StepCard key={step.id} $done={step.done} aria-label={`${step.title}: ${step.done ? doneLabel : todoLabel}`}>
          <StepHead>
            <StepNumber $done={step.done} aria-hidden>
              {step.done ? <Icon name="check" size="sm" /> : index + 1}
            </StepNumber>
            <Badge tone={step.done ? 'success' : 'neutral'} size="sm">
              {step.done ? doneLabel : todoLabel}
            </Badge>
          </StepHead>
          <Grow>
            <Heading level={3}>{step.title}</Heading>
            <Text tone="muted" variant="small">
              {step.description}
            </Text>
          </Grow>
          {step.actionOffered === false ? null : step.href ? (
            <Link variant="standalone" href={step.href}>
              {step.actionLabel} <Icon name="arrowRight" size="sm" />
            </Link>
          ) : (
            !step.done && (
              <div>
                <Button variant="secondary" size="sm" onPress={onRequestLive}>
                  {step.actionLabel}
                </Button>
              </div>
            )
          )}
        </StepCard>
      ))}
    </List>
  );
}
