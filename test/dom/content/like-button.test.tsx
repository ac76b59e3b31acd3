import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LikeButton } from '../../../ui-react/content/like-button';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';
import { gate } from '../support/backend';
import { renderWithKit } from '../support/render';
import { expectAxeClean } from './support/axe';
import { createContentKit, sampleNews } from './support/content-backend';
import { wireCalls } from '../../unit/support/routes';

afterEach(cleanup);

const button = () => screen.getByRole('button', { name: '点赞' });

describe('LikeButton (SPEC §3 like, optimistic)', () => {
  it('shows the like at once, before the server answers, then the server count; a second press takes it back', async () => {
    const answer = gate();
    const { kit, state } = createContentKit({ news: sampleNews(1).map((item) => ({ ...item, like_count: 6 })), likeGate: answer.promise });
    renderWithKit(kit, <LikeButton id="n-1" initial={{ liked: false, likeCount: 4 }} />);
    expect(screen.getByText('4 人点赞')).toBeTruthy();

    fireEvent.click(button());
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('5 人点赞')).toBeTruthy();
    expect(button().getAttribute('aria-busy')).toBe('true');
    await act(async () => answer.open());
    await waitFor(() => expect(screen.getByText('7 人点赞')).toBeTruthy());
    expect(button().getAttribute('aria-busy')).toBe('false');

    state.likeGate = undefined;
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('false'));
    expect(wireCalls(kit).map((call) => (call.body as { action: string }).action)).toEqual(['like', 'unlike']);
  });

  it("writes a large count with the language's digit grouping, in Chinese and in English", () => {
    const chinese = createContentKit({ news: sampleNews(1) });
    renderWithKit(chinese.kit, <LikeButton id="n-1" initial={{ likeCount: 12_345 }} />);
    expect(screen.getByText('12,345 人点赞')).toBeTruthy();
    cleanup();

    const english = createContentKit({ news: sampleNews(1) });
    renderWithKit(
      english.kit,
      <WidgetLanguage language="en">
        <LikeButton id="n-1" initial={{ likeCount: 1_234_567 }} />
      </WidgetLanguage>,
    );
    expect(screen.getByText('1,234,567 likes')).toBeTruthy();
  });

  it('rolls back and says so when the like fails', async () => {
    const { kit, state } = createContentKit({ news: sampleNews(1), likeFailure: { code: 10004, message: 'news not found' } });
    renderWithKit(kit, <LikeButton id="n-1" initial={{ likeCount: 2 }} />);
    fireEvent.click(button());
    expect(button().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('点赞失败，请稍后重试'));
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('2 人点赞')).toBeTruthy();

    state.likeFailure = undefined;
    fireEvent.click(button());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(button().getAttribute('aria-pressed')).toBe('true');
  });

  it('is a native button, so Enter and Space press it, described by its count, in English too', async () => {
    const { kit } = createContentKit({ news: sampleNews(1) });
    renderWithKit(
      kit,
      <WidgetLanguage language="en">
        <LikeButton id="n-1" initial={{ likeCount: 3 }} />
      </WidgetLanguage>,
    );
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like.tagName).toBe('BUTTON');
    expect(like.getAttribute('type')).toBe('button');
    expect(document.getElementById(like.getAttribute('aria-describedby')!)?.textContent).toBe('3 likes');
  });

  it('has no axe violation, liked or not', async () => {
    const { kit } = createContentKit({ news: sampleNews(1) });
    const { container } = renderWithKit(kit, <LikeButton id="n-1" />);
    await expectAxeClean(container);
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('false'));
    await expectAxeClean(container);
  });
});
