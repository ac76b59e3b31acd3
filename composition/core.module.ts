import { ContainerModule } from 'inversify';
import { detectDevice } from '../domain/device/detect-device';
import { LanguageService } from '../domain/i18n/language.service';
import { PORTS } from '../ports/tokens';
import { resolve, resolveOptional } from './resolve';
import { SERVICES } from './tokens';

/** What every kit has whatever it lists: the device it runs on and the language helper. */
export const coreModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.Device)
    .toDynamicValue((ctx) => {
      const hints = resolveOptional(ctx, PORTS.ClientHints)?.read();
      return detectDevice(resolve(ctx, PORTS.Page).userAgent(), { hints, gamePattern: resolve(ctx, SERVICES.Settings).gamePattern });
    })
    .inSingletonScope();
  bind(SERVICES.I18n)
    .toDynamicValue((ctx) => new LanguageService({ page: resolve(ctx, PORTS.Page), storage: resolve(ctx, PORTS.Storage) }, { fallback: resolve(ctx, SERVICES.Settings).language }))
    .inSingletonScope();
});
