import styled from 'styled-components';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { fieldRoot, inputGroup, inputText } from '../shared/field.styles';

export const TagInputRoot = styled(AriaTextField)`
  ${fieldRoot}
`;

/** The field box grows to hold wrapped tags, with the input after the last one. */
export const TagInputGroup = styled(Group)`
  ${inputGroup}
  flex-wrap: wrap;
  height: auto;
  min-height: ${({ theme }) => theme.sizes.controlHeightMd};
  padding: ${({ theme }) => theme.space[1]};
  gap: ${({ theme }) => theme.space[1.5]};
`;

export const TagInputInput = styled(Input)`
  ${inputText}
  flex: 1 0 ${({ theme }) => theme.space[16]};
  height: ${({ theme }) => theme.space[6]};
  padding: 0 ${({ theme }) => theme.space[2]};
`;
