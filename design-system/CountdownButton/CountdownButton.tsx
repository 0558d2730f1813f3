import { useEffect, useRef, useState } from 'react';
import type { PressEvent } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button';
import { CountdownTime } from './CountdownButton.styles';
import { countdownDisplay, secondsRemaining } from './countdown';

const systemNow = () => Date.now();
const TICK_MS = 250;

export interface CountdownButtonProps extends Omit<ButtonProps, 'isLoading'> {
  /** How long the button stays disabled, in seconds, from mount and (by default) from each press. */
  seconds: number;
  /** Starts the wait again when pressed, e.g. for 'Resend OTP'. */
  restartOnPress?: boolean;
  /** Called once when the wait is over and the button becomes enabled. */
  onCountdownEnd?: () => void;
  /** The current time in milliseconds; injectable so stories and tests are deterministic. */
  now?: () => number;
}

/** A button that stays disabled for `seconds`, showing the time left as mm:ss (00:09 … 00:00). */
export function CountdownButton({
  seconds,
  restartOnPress = true,
  onCountdownEnd,
  now = systemNow,
  onPress,
  isDisabled = false,
  children,
  ...rest
}: CountdownButtonProps) {
  const [startedAt, setStartedAt] = useState(() => now());
  const [remaining, setRemaining] = useState(() => secondsRemaining(seconds, startedAt, now()));

  useEffect(() => {
    const update = () => setRemaining(secondsRemaining(seconds, startedAt, now()));
    update();
    const id = window.setInterval(update, TICK_MS);
    return () => window.clearInterval(id);
  }, [seconds, startedAt, now]);

  const counting = remaining > 0;

  const onEnd = useRef(onCountdownEnd);
  const wasCounting = useRef(counting);
  useEffect(() => {
    onEnd.current = onCountdownEnd;
  });
  useEffect(() => {
    if (wasCounting.current && !counting) onEnd.current?.();
    wasCounting.current = counting;
  }, [counting]);

  const handlePress = (event: PressEvent) => {
    onPress?.(event);
    if (restartOnPress) {
      const start = now();
      setStartedAt(start);
      setRemaining(secondsRemaining(seconds, start, start));
    }
  };

  return (
    <Button {...rest} onPress={handlePress} isDisabled={isDisabled || counting}>
      {children}
      {counting && ' '}
      {counting && <CountdownTime>{countdownDisplay(remaining)}</CountdownTime>}
    </Button>
  );
}
