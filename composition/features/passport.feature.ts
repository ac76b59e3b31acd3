import type { PassportService } from '../../domain/passport/passport.service';
import { SERVICES } from '../tokens';
import { defineFeature } from './define-feature';
import { passportModule } from './passport.module';

/**
 * The typed raw passport calls of SPEC §7 as `kit.passport`, grouped by family (code, login,
 * register, bind, password, verify, cancel, openAuth, qr, mobileWeb). Where the passport lives is
 * the kit's `passport` option; sign-in itself is `account()`.
 */
export function passport() {
  return defineFeature<'passport', { passport: PassportService }>({
    name: 'passport',
    modules: [passportModule],
    members: { passport: (ctx) => ctx.get(SERVICES.Passport) },
  });
}
