import styled from 'styled-components';

export const SwitchWrap = styled.span`
  display: inline-flex;
`;

/** The switch's description, for assistive technology only. */
export const SwitchHint = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
