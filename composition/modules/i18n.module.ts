import { ContainerModule } from 'inversify';
import { LanguageService } from '../../domain/i18n/language.service';
import { PORTS } from '../../ports/tokens';
import { resolve } from '../resolve';
import { SERVICES } from '../tokens';

/** Binds the language helper (SPEC §1, default zh-CN). */
export const i18nModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.I18n)
    .toDynamicValue((ctx) => new LanguageService({ page: resolve(ctx, PORTS.Page), storage: resolve(ctx, PORTS.Storage) }, { fallback: resolve(ctx, SERVICES.Options).language }))
    .inSingletonScope();
});
