import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { TicketData } from './passport.types';

/**
 * A ticket a success answer must carry for the next call. Its absence is the server's fault, so
 * the flow stops with `SERVER` rather than send an empty ticket on.
 * @throws CampaignKitError `SERVER` with the system error message when `ticket` is missing or empty.
 */
export function requireTicket(ticket: string | undefined): string {
  if (!ticket) throw new CampaignKitError('SERVER', MESSAGES.systemError);
  return ticket;
}

/** The verify ticket of an account/verify answer (`verify_ticket`, else `ticket`). @throws as {@link requireTicket}. */
export function verifyTicketOf(data: TicketData): string {
  return requireTicket(data.verify_ticket ?? data.ticket);
}
