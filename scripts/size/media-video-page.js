// The video player by hand: an inline trailer with a play button over the picture, muted start,
// unmute after 200 ms, the page's other players paused; no container, no React.
import { PlayerRegistry, VideoPlayer } from 'campaign-kit/media';
import { HtmlMediaElementsAdapter, WindowClockAdapter, WindowMediaEnvironmentAdapter } from 'campaign-kit/adapters';

const ports = { clock: new WindowClockAdapter(), elements: new HtmlMediaElementsAdapter(), environment: new WindowMediaEnvironmentAdapter() };
const registry = new PlayerRegistry();
for (const figure of document.querySelectorAll('.trailer')) {
  const player = new VideoPlayer(ports, registry, {
    uri: figure.dataset.uri,
    target: figure.querySelector('video'),
    type: figure.dataset.type,
    overlay: figure.querySelector('.play'),
    popup: figure.querySelector('.popup'),
    closeButton: figure.querySelector('.close'),
    complete: () => figure.classList.add('seen'),
  });
  figure.querySelector('video').onclick = () => player.click();
}
