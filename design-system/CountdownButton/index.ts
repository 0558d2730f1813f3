export { CountdownButton } from './CountdownButton';
export type { CountdownButtonProps } from './CountdownButton';
export { countdownDisplay, formatCountdown, secondsRemaining } from './countdown';
