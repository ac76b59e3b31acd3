import { useCallback, useState } from 'react';
import { useErrorMessage } from '../i18n/use-error-message';

/** A running action's state: busy while it runs, the failure's text after it failed. */
export interface ActionState {
  readonly busy: boolean;
  readonly error?: string;
}

/**
 * Runs a domain call for a form: tracks busy and the failure's sentence (the kit's message,
 * never a bare code), in the widget language at each render, so a language switch re-words it.
 */
export function useAction(): [run: (action: () => Promise<unknown>) => Promise<boolean>, state: ActionState] {
  const [state, setState] = useState<{ readonly busy: boolean; readonly failure?: { readonly error: unknown } }>({ busy: false });
  const message = useErrorMessage();
  const run = useCallback(async (action: () => Promise<unknown>) => {
    setState({ busy: true });
    try {
      await action();
      setState({ busy: false });
      return true;
    } catch (error) {
      setState({ busy: false, failure: { error } });
      return false;
    }
  }, []);
  const text = state.failure ? message(state.failure.error) : undefined;
  return [run, { busy: state.busy, error: text === '' ? undefined : text }];
}
