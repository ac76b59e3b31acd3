import type { ConsentCommandParams, GoogleTagPort } from '../../ports/google-tag.port';

/** A command a {@link FakeGoogleTag} took: `gtag('consent', action, params)`. */
export interface ConsentCommand {
  readonly action: 'default' | 'update';
  readonly params: ConsentCommandParams;
}

/** A {@link GoogleTagPort} for tests: it records every Consent Mode command, oldest first. */
export class FakeGoogleTag implements GoogleTagPort {
  readonly commands: ConsentCommand[] = [];

  consent(action: 'default' | 'update', params: ConsentCommandParams): void {
    this.commands.push({ action, params });
  }
}
