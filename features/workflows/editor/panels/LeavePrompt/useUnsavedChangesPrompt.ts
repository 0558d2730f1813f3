import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import type { LeavePromptProps } from './LeavePrompt';

/**
 * While `isDirty`, blocks in-app navigation to another path (react-router's blocker; needs a data
 * router) and asks the browser to confirm closing or reloading the tab. Spread the result on
 * `LeavePrompt`.
 */
export function useUnsavedChangesPrompt(isDirty: boolean): LeavePromptProps {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return {
    isOpen: blocker.state === 'blocked',
    onLeave: () => blocker.proceed?.(),
    onStay: () => blocker.reset?.(),
  };
}
