// Background music by hand: a button that plays and pauses it (class "playing"), paused while the
// page is hidden, a refused start retried at the first click.
import { SoundPlayer } from 'campaign-kit/media';
import { DocumentVisibilityAdapter, HtmlMediaElementsAdapter, WindowMediaEnvironmentAdapter } from 'campaign-kit/adapters';

new SoundPlayer(
  { page: new DocumentVisibilityAdapter(), elements: new HtmlMediaElementsAdapter(), environment: new WindowMediaEnvironmentAdapter() },
  { uri: '/bgm.ogg', autoClick: true, control: document.querySelector('#music') },
);
