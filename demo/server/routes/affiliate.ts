import { Hono } from 'hono';
import { AffiliateDirectory } from '../state/affiliate-directory';
import { AffiliateInvitations } from '../state/affiliate-invitations';
import { AFFILIATE_PEOPLE, AFFILIATE_SUBJECTS } from '../state/affiliate-seed';
import type { PassportDirectory } from '../state/passport-directory';
import { affiliateMemberRoutes } from './affiliate-members';
import { affiliateRoleRoutes } from './affiliate-roles';
import { affiliateLoginRoutes } from './affiliate-login';
import { passportCsrf } from './passport-csrf';

/** The affiliate area's state: people, subjects, roles, sessions and invitations. */
export interface AffiliateServerState {
  readonly directory: AffiliateDirectory;
  readonly invitations: AffiliateInvitations;
}

/**
 * The affiliate area (/passport/aff/web/...) with its rules, behind the passport's CSRF
 * check; codes are the passport's (read them at `/__dev/passport/code/{mobile or email}`). Prints
 * nothing at build: the seeded accounts are listed by `seededAccounts()` when a server starts.
 * @returns `routes` to mount at `/passport/aff/web`, `dev` at `/__dev/affiliate`, and the state.
 */
export function affiliateRoutes(passport: PassportDirectory, now: () => number, log: (line: string) => void): AffiliateServerState & { routes: Hono; dev: Hono } {
  const area = { directory: new AffiliateDirectory(), invitations: new AffiliateInvitations(now) };
  const routes = new Hono();
  routes.use('*', passportCsrf(passport));
  routes.route('/', affiliateLoginRoutes(passport, area.directory, log));
  routes.route('/', affiliateMemberRoutes(area.directory, area.invitations, log));
  routes.route('/', affiliateRoleRoutes(passport, area.directory, log));
  return { ...area, routes, dev: affiliateDevRoutes(area) };
}

/** The lines naming the seeded subjects, their manager and deputies (docs/affiliate.md lists them too). */
export function seededAccounts(): string[] {
  const people = new Map(AFFILIATE_PEOPLE.map((person) => [person.id, person]));
  return AFFILIATE_SUBJECTS.flatMap((subject) => [
    `[affiliate] subject ${subject.name} (${subject.uid})`,
    ...subject.identities.map((identity, index) => {
      const person = people.get(identity.person)!;
      const role = index === 0 ? 'manager' : `deputy${identity.frozen ? ', frozen' : ''}`;
      return `[affiliate]   ${role}: ${identity.deputyName}  mobile ${person.mobile}  email ${person.email}${person.password ? `  password ${person.username} / ${person.password}` : ''}`;
    }),
  ]);
}

/** Development doors of the affiliate area (`/__dev/affiliate/...`). */
function affiliateDevRoutes(area: AffiliateServerState): Hono {
  const dev = new Hono();
  /** The latest invite link sent to a mobile, email or lark id (what the invitee's inbox would show). */
  dev.get('/invitation/:contact', (c) => {
    const invitation = area.invitations.latestFor(c.req.param('contact'));
    if (!invitation) return c.json({ message: 'no invitation sent to this contact' }, 404);
    return c.json({ invite_id: invitation.id, invite_ticket: invitation.ticket, invite_link: area.invitations.link(invitation) });
  });
  return dev;
}
