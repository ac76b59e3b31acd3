import type { Token } from '../ports/tokens';

interface Resolver {
  get<T>(id: symbol, options?: { optional?: false }): T;
  get<T>(id: symbol, options: { optional: true }): T | undefined;
}

/** Typed `get` for our symbol tokens (inversify cannot infer the type a bare symbol stands for). */
export function resolve<T>(resolver: Resolver, token: Token<T>): T {
  return resolver.get<T>(token);
}

/** Typed optional `get`: undefined when nothing is bound to the token. */
export function resolveOptional<T>(resolver: Resolver, token: Token<T>): T | undefined {
  return resolver.get<T>(token, { optional: true });
}
