import { useCallback, useEffect, useRef, useState } from 'react';
import type { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import { AFFILIATE_TEXTS, type AffiliateTexts } from '../../domain/i18n/affiliate-texts';
import { CampaignKitError } from '../../ports/errors';
import { useKitService } from '../shared/kit-services';
import { useErrorMessage } from '../i18n/use-error-message';
import { useTexts } from '../i18n/use-texts';

/**
 * The affiliate area the console works on: the one given, else the `affiliate` service of the
 * `CampaignKitProvider` above (`kit.affiliate`, or `services={{ affiliate }}`).
 * @throws CampaignKitError `NOT_INITIALIZED` with neither.
 */
export function useAffiliateArea(given?: AffiliateArea): AffiliateArea {
  const provided = useKitService('affiliate', { optional: true });
  const area = given ?? provided;
  if (!area) {
    throw new CampaignKitError(
      'NOT_INITIALIZED',
      'the affiliate console needs an affiliate area: pass `affiliate`, list affiliate() in the kit of <CampaignKitProvider>, or pass it services={{ affiliate }}',
    );
  }
  return area;
}

/** The console's texts in the widget language. */
export function useAffiliateTexts(): AffiliateTexts {
  return useTexts(AFFILIATE_TEXTS);
}

/** An action's progress: whether it runs, its failure's text, and the note it left when done. */
export interface Task {
  readonly busy: boolean;
  readonly error?: string;
  readonly notice?: string;
  /** Runs `action`; its failure becomes `error` (in the widget language), `notice` is shown after success. */
  run(action: () => Promise<unknown>, notice?: string): Promise<boolean>;
}

/** Runs console actions one at a time, keeping their failure for the person to read. */
export function useTask(): Task {
  const toText = useErrorMessage();
  const [state, setState] = useState<{ busy: boolean; error?: string; notice?: string }>({ busy: false });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(
    async (action: () => Promise<unknown>, notice?: string) => {
      setState({ busy: true });
      try {
        await action();
        if (mounted.current) setState({ busy: false, notice });
        return true;
      } catch (error) {
        if (mounted.current) setState({ busy: false, error: toText(error) });
        return false;
      }
    },
    [toText],
  );
  return { ...state, run };
}
