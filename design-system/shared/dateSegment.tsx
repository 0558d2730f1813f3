import type { ReactElement } from 'react';
import type { DateInputProps } from 'react-aria-components';
import { StyledDateSegment } from './dateField.styles';
import { segmentText } from './dateValue';

/** A date segment whose year shows as two digits (dd/mm/yy) except while it is being edited. */
type DateSegmentState = Parameters<DateInputProps['children']>[0];

export function renderDateSegment(segment: DateSegmentState, shortYear: boolean): ReactElement {
  return (
    <StyledDateSegment segment={segment}>
      {(renderProps) => segmentText(renderProps, shortYear)}
    </StyledDateSegment>
  );
}
