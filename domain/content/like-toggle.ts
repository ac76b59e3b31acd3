import type { Observable } from '../shared/observable';
import { Store, type StateSource } from '../shared/state-source';
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
  readonly #store: Store<LikeState>;
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
    this.#store = new Store<LikeState>({ liked: initial.liked ?? false, likeCount: initial.likeCount ?? 0, forwardCount: initial.forwardCount ?? 0, pending: false });
    this.state$ = this.#store.state$;
  }

  get state(): LikeState {
    return this.#store.state;
  }

  /** Likes, or takes the like back. Never rejects: a failure rolls back and sets `error`. */
  async toggle(): Promise<void> {
    const before = this.state;
    if (before.pending) return;
    const liked = !before.liked;
    this.#store.set({ ...before, liked, likeCount: Math.max(0, before.likeCount + (liked ? 1 : -1)), pending: true, error: undefined });
    try {
      const result = await this.#content.like(this.#target.id, { liked, type: this.#target.type });
      this.#store.set({ ...result, pending: false });
    } catch (error) {
      this.#store.set({ liked: before.liked, likeCount: before.likeCount, forwardCount: before.forwardCount, pending: false, error });
    }
  }
}
