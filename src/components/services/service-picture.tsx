import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import type { ServiceKey } from '@/lib/services';
import { SelfHostPicture } from './pictures/self-host-picture';
import { SupportPicture } from './pictures/support-picture';

/** The picture beside a service page's heading. `workflowSvg` is the inline workflow drawing. */
export function ServicePicture({
  service,
  locale,
  messages: m,
  workflowSvg,
}: {
  service: ServiceKey;
  locale: Locale;
  messages: Messages;
  workflowSvg: string;
}) {
  // Shown in the dark page hero: a light frame, the caption in the band's light text.
  const frame = 'overflow-hidden rounded-2xl shadow-2xl ring-1 shadow-black/40 ring-white/15';
  const caption = 'text-ink-foreground/80 mt-3 text-sm';
  if (service === 'automation') {
    if (!workflowSvg) return null;
    return (
      <figure className="hero-workflow">
        <div
          className={`${frame} [&>svg]:block [&>svg]:h-auto [&>svg]:w-full`}
          dangerouslySetInnerHTML={{ __html: workflowSvg }}
        />
        <figcaption className={caption}>{m['servicePage.pictureAutomation']}</figcaption>
      </figure>
    );
  }
  const label =
    service === 'selfHost' ? m['servicePage.pictureSelfHost'] : m['servicePage.pictureSupport'];
  return (
    <figure>
      <div className={frame}>
        {service === 'selfHost' ? (
          <SelfHostPicture m={m} label={label} />
        ) : (
          <SupportPicture locale={locale} m={m} label={label} />
        )}
      </div>
      <figcaption className={caption} aria-hidden="true">
        {label}
      </figcaption>
    </figure>
  );
}
