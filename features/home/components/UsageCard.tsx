import styled from 'styled-components';
import { Heading, Text } from '~/design-system';
import type { CreditCounter } from '~/lib/session';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

const Figure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

const Meter = styled.progress`
  appearance: none;
  width: 100%;
  height: ${({ theme }) => theme.space[2]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.full};
  overflow: hidden;
  background: ${({ theme }) => theme.color.bg.muted};

  &::-webkit-progress-bar { background: ${({ theme }) => theme.color.bg.muted}; }
  &::-webkit-progress-value { background: ${({ theme }) => theme.color.accent.solid}; border-radius: ${({ theme }) => theme.radii.full}; }
`;

const format = new Intl.NumberFormat('en-IN');

/** Free calls (test mode) or available credits (live prepaid) on the Home page (document 1 section 4.3). */
export function UsageCard({ counter, monthlyUsage }: { counter: CreditCounter; monthlyUsage?: number }) {
  if (counter.kind === 'freeCalls') {
    return (
      <Card aria-labelledby="usage-title">
        <Heading level={3} id="usage-title">Free calls</Heading>
        <Figure>
          {format.format(counter.used)} <Text as="span" tone="muted">of {format.format(counter.allocated)} used</Text>
        </Figure>
        <Meter value={counter.used} max={Math.max(counter.allocated, 1)} aria-label="Free calls used" />
        <Text tone="muted" variant="small">Test mode calls are free up to your allocation.</Text>
      </Card>
    );
  }
  if (counter.kind === 'credits') {
    return (
      <Card aria-labelledby="usage-title">
        <Heading level={3} id="usage-title">Available credits</Heading>
        <Figure>{format.format(counter.available)}</Figure>
        <Text tone="muted" variant="small">1 credit = 1 rupee. Each live service call uses its price in credits.</Text>
      </Card>
    );
  }
  return (
    <Card aria-labelledby="usage-title">
      <Heading level={3} id="usage-title">Usage this month</Heading>
      <Figure>{format.format(monthlyUsage ?? 0)}</Figure>
      <Text tone="muted" variant="small">Live calls are billed at the end of the month.</Text>
    </Card>
  );
}
