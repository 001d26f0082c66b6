import { ImageOff } from 'lucide-react';
import { cn } from '@/ui';

/** Spec 000 §9: the advert image is shown 186 px wide, its height 1.623 times the width. */
export const ADVERT_IMAGE_WIDTH = 186;
export const ADVERT_IMAGE_HEIGHT_RATIO = 1.623;

interface AdvertImageProps {
  src: string | null | undefined;
  alt: string;
  /** Width in px; the height follows the advert ratio (spec 000 §9). */
  width?: number;
  className?: string;
}

/** An advert's image in its portrait frame, or a placeholder when it has none. */
export function AdvertImage({ src, alt, width = ADVERT_IMAGE_WIDTH, className }: AdvertImageProps) {
  const style = { width, height: Math.round(width * ADVERT_IMAGE_HEIGHT_RATIO) };
  if (!src) {
    return (
      <span
        role="img"
        aria-label="Anúncio sem imagem"
        style={style}
        className={cn(
          'flex shrink-0 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-line-strong bg-canvas text-muted',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className={width < 80 ? 'size-4' : 'size-8'} />
        {width < 80 ? null : (
          <span aria-hidden="true" className="text-xs">
            Sem imagem
          </span>
        )}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      style={style}
      loading="lazy"
      className={cn('shrink-0 rounded-lg border border-line bg-canvas object-cover', className)}
    />
  );
}
