import styled from 'styled-components';

/** The 3:2 camera frame (720 by 480) that holds the live preview, the still or a message. */
export const CameraFrame = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.muted};

  & > video,
  & > canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  & > [hidden] {
    display: none;
  }
`;

export const CameraMessage = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 80%;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  text-align: center;

  & > svg {
    opacity: 0.8;
  }
`;
