import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { DemoPoster } from './demo-poster';

type VideoFacadeProps = {
  locale: Locale;
  messages: Messages;
  videoId: string;
  /** True while the configured id is the shipped placeholder: show the replace notice instead of a player. */
  isPlaceholder: boolean;
};

/**
 * Click-to-load video: a local poster and a play link to the video on YouTube (works without
 * JavaScript); `video-facade.client.ts` swaps in the privacy-enhanced player on click, so nothing
 * is requested from YouTube before the visitor asks for it.
 */
function VideoFacade({ locale, messages: m, videoId, isPlaceholder }: VideoFacadeProps) {
  const title = m['work.demo.title'];
  return (
    <figure>
      <div className="rounded-card bg-ink relative aspect-video overflow-hidden shadow-lg">
        <DemoPoster className="absolute inset-0 size-full" />
        {isPlaceholder ? (
          <p className="bg-warning-soft text-warning absolute inset-x-4 bottom-4 rounded-lg px-4 py-3 text-sm font-medium sm:inset-x-8 sm:bottom-8">
            {formatMessage(locale, m['work.demo.placeholder'], { id: videoId })}
          </p>
        ) : (
          <a
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
            data-video-id={videoId}
            data-video-title={title}
            className="group absolute inset-0 flex items-center justify-center focus-visible:outline-offset-[-6px]"
          >
            <span className="sr-only">{formatMessage(locale, m['work.demo.play'], { title })}</span>
            <span
              className="bg-primary text-primary-foreground flex size-20 items-center justify-center rounded-full shadow-xl transition-transform group-hover:scale-110"
              aria-hidden="true"
            >
              <svg viewBox="0 0 24 24" className="ml-1 size-9 fill-current">
                <path d="M7 4.5v15l13-7.5z" />
              </svg>
            </span>
          </a>
        )}
      </div>
      <figcaption className="text-muted-foreground mt-4 text-center text-sm">
        <span className="text-foreground block font-medium">{title}</span>
        {!isPlaceholder && m['work.demo.privacy']}
      </figcaption>
    </figure>
  );
}

export { VideoFacade };
