import type { Token } from '../ports/tokens';
import type { AccountService } from '../domain/account/account.service';
import type { ReservationService } from '../domain/reservation/reservation.service';
import type { TrackingService } from '../domain/tracking/tracking.service';
import type { ResolvedOptions } from './options';

const token = <T>(name: string): Token<T> => Symbol.for(`campaign-kit.${name}`) as Token<T>;

/** Injection tokens of the domain services and the resolved options. */
export const SERVICES = {
  Options: token<ResolvedOptions>('Options'),
  Account: token<AccountService>('Account'),
  Reservation: token<ReservationService>('Reservation'),
  Tracking: token<TrackingService>('Tracking'),
} as const;
