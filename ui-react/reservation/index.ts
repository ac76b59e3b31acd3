export { ReserveButton, type ReserveButtonProps } from './reserve-button';
export { MilestoneCounter, type MilestoneCounterProps } from './milestone-counter';
