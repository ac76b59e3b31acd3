import { ContainerModule } from 'inversify';
import { MailService } from '../../domain/mail/mail.service';
import { PORTS } from '../../ports/tokens';
import { resolve } from '../resolve';
import { SERVICES } from '../tokens';
import { defineFeature } from './define-feature';

const module = new ContainerModule(({ bind }) => {
  bind(SERVICES.Mail)
    .toDynamicValue((ctx) => new MailService({ http: resolve(ctx, PORTS.Http) }, resolve(ctx, SERVICES.Settings).apiOrigin))
    .inSingletonScope();
});

/** Email collection as `kit.mail`. */
export function mail() {
  return defineFeature<'mail', { mail: MailService }>({
    name: 'mail',
    modules: [module],
    members: { mail: (ctx) => ctx.get(SERVICES.Mail) },
  });
}
