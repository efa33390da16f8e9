import { cn } from '@/lib/cn';

/**
 * Click-to-zoom images (closed or open, toggled by a click or the close button).
 *
 * Usage (server-rendered, nothing to hydrate):
 * ```tsx
 * <ZoomImage src="/a.svg" width={840} height={276} alt="..." openLabel="Enlarge the diagram" />
 * <ZoomDialog label="Enlarged image" closeLabel="Close" />   // once per page, after the images
 * ```
 * The `.astro` view that renders the page bundles their behaviour (`home/home-view.astro`).
 * The image is wrapped in a link to the full-size file, so it works without JavaScript. With
 * JavaScript (`zoom-image.client.ts`), a click or Enter opens a native modal `<dialog>` where
 * the image can be dragged and pinched. On touch screens the zoom icon always shows as a hint.
 */
export interface ZoomSource {
  srcSet: string;
  /** Media query, e.g. `(max-width: 639px)`. */
  media: string;
  width?: number;
  height?: number;
  type?: string;
}

type ZoomImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Alternative files for other screen sizes (rendered as `<picture>` sources). */
  sources?: ZoomSource[];
  /** Accessible hint added to the link, e.g. "Enlarge the diagram". */
  openLabel: string;
  loading?: 'lazy' | 'eager';
  className?: string;
  imgClassName?: string;
};

function ZoomImage({
  src,
  alt,
  width,
  height,
  sources = [],
  openLabel,
  loading = 'lazy',
  className,
  imgClassName,
}: ZoomImageProps) {
  return (
    <a
      href={src}
      data-zoom=""
      aria-haspopup="dialog"
      className={cn('group relative block cursor-zoom-in', className)}
    >
      <picture>
        {sources.map((s) => (
          <source
            key={s.srcSet}
            srcSet={s.srcSet}
            media={s.media}
            width={s.width}
            height={s.height}
            type={s.type}
          />
        ))}
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          decoding="async"
          className={cn('h-auto w-full', imgClassName)}
        />
      </picture>
      <span className="sr-only">{openLabel}</span>
      <span
        aria-hidden="true"
        className="border-border bg-card text-foreground absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full border opacity-0 shadow-sm transition group-hover:opacity-100 group-focus-visible:opacity-100 [@media(hover:none)]:opacity-100"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path
            d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M11 8v6M8 11h6"
            strokeLinecap="round"
          />
        </svg>
      </span>
    </a>
  );
}

type ZoomDialogProps = {
  /** Accessible name of the dialog, e.g. "Enlarged image". */
  label: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  id?: string;
};

/**
 * The one shared zoom dialog. The layout renders it after the content of a page that has a
 * `ZoomImage`, with its behaviour, `zoom-image.client.ts` (drag, pinch and wheel zoom inside).
 */
function ZoomDialog({ label, closeLabel, id = 'zoom-dialog' }: ZoomDialogProps) {
  return (
    <>
      <dialog
        id={id}
        aria-label={label}
        className="backdrop:bg-ink/85 fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none cursor-zoom-out touch-none overflow-hidden bg-transparent p-0"
      >
        <button
          type="button"
          className="text-ink fixed top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white shadow-lg"
        >
          <span className="sr-only">{closeLabel}</span>
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
        {/* The enlarged image is created by zoom-image.client.ts when opened (an img needs a src). */}
      </dialog>
    </>
  );
}

export { ZoomDialog, ZoomImage };
