import { ZoomImage } from '@/components/ui/zoom-image';
import { cn } from '@/lib/cn';
import type { UseCaseView } from './use-case-data';

type UseCaseDiagramProps = {
  useCase: UseCaseView;
  /** Accessible hint of the zoom link, already formatted with the title. */
  zoomLabel: string;
  className?: string;
};

/** The workflow diagram: tall version on phones, wide one elsewhere; click to enlarge. */
function UseCaseDiagram({ useCase, zoomLabel, className }: UseCaseDiagramProps) {
  const { wide, tall, alt } = useCase.diagram;
  return (
    <ZoomImage
      src={wide.src}
      width={wide.width}
      height={wide.height}
      alt={alt}
      openLabel={zoomLabel}
      sources={[
        { srcSet: tall.src, media: '(max-width: 639px)', width: tall.width, height: tall.height },
      ]}
      className={cn('border-border bg-muted rounded-xl border', className)}
      imgClassName="rounded-xl"
    />
  );
}

export { UseCaseDiagram };
