import styled from 'styled-components';
import { Badge, Button, Heading, Icon, Link, Text } from '~/design-system';
import type { GettingStartedStatus, GettingStartedStep } from '../model/steps';

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
  /** The badge text of each status. */
  labels: Record<GettingStartedStatus, string>;
}

const BADGE_TONE = { todo: 'neutral', pending: 'warning', done: 'success' } as const;

/** The Home page's getting-started checklist: each step links to its area and says whether it is done. */
export function GettingStartedList({ steps, onRequestLive, labels }: GettingStartedListProps) {
  return (
    <List>
      {steps.map((step, index) => {
        const done = step.status === 'done';
        return (
        <StepCard key={step.id} $done={done} aria-label={`${step.title}: ${labels[step.status]}`}>
          <StepHead>
            <StepNumber $done={done} aria-hidden>
              {done ? <Icon name="check" size="sm" /> : step.status === 'pending' ? <Icon name="clock" size="sm" /> : index + 1}
            </StepNumber>
            <Badge tone={BADGE_TONE[step.status]} size="sm">
              {labels[step.status]}
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
            step.status === 'todo' && (
              <div>
                <Button variant="secondary" size="sm" onPress={onRequestLive}>
                  {step.actionLabel}
                </Button>
              </div>
            )
          )}
        </StepCard>
        );
      })}
    </List>
  );
}
