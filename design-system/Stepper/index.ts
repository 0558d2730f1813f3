export { Stepper } from './Stepper';
export type { StepperProps, StepperStep } from './Stepper';
export { stepStatus, resolveCurrentIndex } from './stepStatus';
export type { StepStatus } from './stepStatus';
export type { StepperOrientation } from './Stepper.styles';
