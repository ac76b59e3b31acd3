import { useCallback, useState } from 'react';
import { visitorMessage } from './visitor-message';

/** A running action's state: busy while it runs, the failure's text after it failed. */
export interface ActionState {
  readonly busy: boolean;
  readonly error?: string;
}

/** Runs a domain call for a form: tracks busy and the failure's sentence (the kit's message, SPEC §8, never a bare code). */
export function useAction(): [run: (action: () => Promise<unknown>) => Promise<boolean>, state: ActionState] {
  const [state, setState] = useState<ActionState>({ busy: false });
  const run = useCallback(async (action: () => Promise<unknown>) => {
    setState({ busy: true });
    try {
      await action();
      setState({ busy: false });
      return true;
    } catch (error) {
      const text = visitorMessage(error);
      setState({ busy: false, error: text === '' ? undefined : text });
      return false;
    }
  }, []);
  return [run, state];
}
