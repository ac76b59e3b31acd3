import { BehaviorSubject, type Observable } from 'rxjs';
import { setState, type StateSource } from '../shared/state-source';
import type { ContentService } from './content.service';
import type { ContentItemType } from './content.types';

/** What a like control shows. */
export interface LikeState {
  readonly liked: boolean;
  readonly likeCount: number;
  readonly forwardCount: number;
  /** A like or unlike is on its way; `toggle()` does nothing until it answers. */
  readonly pending: boolean;
  /** The last toggle's failure (a CampaignKitError), after the state was rolled back; cleared by the next toggle. */
  readonly error?: unknown;
}

/**
 * A like, optimistic: `toggle()` shows the new state at once, sends the like (or unlike), then
 * shows the server's counts, or rolls back to what was shown before and keeps the failure in
 * `error`. Usable without React; `LikeButton` renders one.
 * @example
 * ```ts
 * const like = new LikeToggle(kit.content, { id: detail.id }, detail);
 * like.state$.subscribe(({ liked, likeCount }) => render(liked, likeCount));
 * await like.toggle();
 * ```
 */
export class LikeToggle implements StateSource<LikeState> {
  readonly #state: BehaviorSubject<LikeState>;
  readonly #content: Pick<ContentService, 'like'>;
  readonly #target: { readonly id: string; readonly type?: ContentItemType };
  readonly state$: Observable<LikeState>;

  /**
   * @param content - the content client (its `like` call).
   * @param target - the item's id and type (news unless said).
   * @param initial - what to show first: the item's `liked`, `likeCount` and `forwardCount` (default false, 0, 0).
   */
  constructor(
    content: Pick<ContentService, 'like'>,
    target: { readonly id: string; readonly type?: ContentItemType },
    initial: { readonly liked?: boolean; readonly likeCount?: number; readonly forwardCount?: number } = {},
  ) {
    this.#content = content;
    this.#target = target;
    this.#state = new BehaviorSubject<LikeState>({ liked: initial.liked ?? false, likeCount: initial.likeCount ?? 0, forwardCount: initial.forwardCount ?? 0, pending: false });
    this.state$ = this.#state.asObservable();
  }

  get state(): LikeState {
    return this.#state.value;
  }

  /** Likes, or takes the like back. Never rejects: a failure rolls back and sets `error`. */
  async toggle(): Promise<void> {
    const before = this.state;
    if (before.pending) return;
    const liked = !before.liked;
    setState(this.#state, { ...before, liked, likeCount: Math.max(0, before.likeCount + (liked ? 1 : -1)), pending: true, error: undefined });
    try {
      const result = await this.#content.like(this.#target.id, { liked, type: this.#target.type });
      setState(this.#state, { ...result, pending: false });
    } catch (error) {
      setState(this.#state, { liked: before.liked, likeCount: before.likeCount, forwardCount: before.forwardCount, pending: false, error });
    }
  }
}
