/**
 * Click-to-load for the demo video: until the visitor clicks the play link rendered by
 * `video-facade.tsx`, the page makes no request to YouTube. On click the link is replaced by the
 * privacy-enhanced (youtube-nocookie.com) player, which the CSP's frame-src allows.
 */
import { YOUTUBE_ID } from '../../../shared/youtube';

const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

document.addEventListener('click', (event) => {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-video-id]');
  const id = link?.dataset.videoId ?? '';
  if (!link || !YOUTUBE_ID.test(id)) return;
  event.preventDefault();
  const player = document.createElement('iframe');
  player.src = `${PLAYER_ORIGIN}/embed/${id}?autoplay=1&rel=0`;
  player.title = link.dataset.videoTitle ?? '';
  player.allow =
    'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
  player.allowFullscreen = true;
  player.referrerPolicy = 'strict-origin-when-cross-origin';
  player.className = 'absolute inset-0 size-full border-0';
  link.replaceWith(player);
  player.focus();
});
