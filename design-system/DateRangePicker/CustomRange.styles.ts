import styled from 'styled-components';
import { DateRangePicker as AriaDateRangePicker } from 'react-aria-components';

export const CustomRangeRoot = styled(AriaDateRangePicker)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const RangeDash = styled.span`
  padding: 0 ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.color.fg.subtle};
`;

export const RangeMonths = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[6]};
`;

export const RangeMonth = styled.div`
  display: flex;
  flex-direction: column;
`;

export const NavSpacer = styled.span`
  flex: none;
  width: ${({ theme }) => theme.sizes.controlHeightSm};
`;
