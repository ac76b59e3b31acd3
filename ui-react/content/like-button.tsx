import { useId, useMemo } from 'react';
import { LikeToggle } from '../../domain/content/like-toggle';
import type { ContentItemType } from '../../domain/content/content.types';
import { CONTENT_TEXTS } from '../../domain/i18n/content-texts';
import { useKitService } from '../shared/kit-services';
import { useWidgetLanguage } from '../i18n/widget-language';
import { useStateSource } from '../shared/use-state-source';
import { pluralText, textsFor } from '../../domain/i18n/texts';

/** Props of {@link LikeButton}. */
export interface LikeButtonProps {
  /** The item's id. */
  readonly id: string;
  /** Defaults to `'news'`. */
  readonly type?: ContentItemType;
  /** What to show before the first toggle: the item's `liked`, `likeCount`, `forwardCount` (default false, 0, 0); read when `id` changes. */
  readonly initial?: { readonly liked?: boolean; readonly likeCount?: number; readonly forwardCount?: number };
}

/**
 * A like button over `kit.content.like`: a toggle (`aria-pressed`) with the count
 * beside it. Optimistic: the new state shows at once and is rolled back, with a message, when the
 * call fails (see `LikeToggle`). Needs the `content` service (the `content()` feature, or `services={{ content }}`).
 * @example
 * ```tsx
 * <LikeButton id={detail.id} initial={detail} />
 * ```
 */
export function LikeButton({ id, type, initial }: LikeButtonProps) {
  const content = useKitService('content');
  // A new toggle only for another item: `initial` is the item's state when it was first shown.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const toggle = useMemo(() => new LikeToggle(content, { id, type }, initial), [content, id, type]);
  const state = useStateSource(toggle);
  const language = useWidgetLanguage();
  const t = textsFor(CONTENT_TEXTS, language);
  const countId = useId();

  return (
    <div className="ck-like">
      <button
        type="button"
        className="ck-like__button"
        aria-pressed={state.liked}
        aria-busy={state.pending}
        aria-describedby={countId}
        onClick={() => void toggle.toggle()}
      >
        <span className="ck-like__icon" aria-hidden="true">
          ♥
        </span>
        {t.like}
      </button>
      <span id={countId} className="ck-like__count">
        {pluralText(language, t.likeCount, state.likeCount)}
      </span>
      <span className="ck-like__failure" role="status">
        {state.error === undefined ? '' : t.likeFailed}
      </span>
    </div>
  );
}
