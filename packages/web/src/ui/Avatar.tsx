import { useState } from 'react';
import { cn } from './cn';
import { AVATAR_CLASSES } from './tones';

export interface AvatarProps {
  name: string;
  src?: string | null;
  /** Diameter in px. */
  size?: number;
  className?: string;
  /** Next to the visible name (e.g. 'Olá, Ana'): hidden from screen readers to avoid reading it twice. */
  decorative?: boolean;
}

/** 'Maria da Silva' -> 'MS'; one word -> its first letter. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

const colourFor = (name: string) => {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return AVATAR_CLASSES[hash % AVATAR_CLASSES.length];
};

/** Profile picture, or the name's initials on a colour derived from the name (also when the image fails). */
export function Avatar({ name, src, size = 40, className, decorative = false }: AvatarProps) {
  // Remembers which URL failed, so a new picture URL is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = Boolean(src) && failedSrc === src;
  const style = { width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.38)) };
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={decorative ? '' : name}
        width={size}
        height={size}
        onError={() => setFailedSrc(src)}
        className={cn('shrink-0 rounded-full bg-canvas object-cover ring-1 ring-line', className)}
        style={style}
      />
    );
  }
  const fallbackClass = cn(
    'inline-flex shrink-0 items-center justify-center rounded-full font-semibold',
    colourFor(name),
    className,
  );
  const letters = initials(name) || '?';
  if (decorative) {
    // Drawn by CSS, not text: inside a control ('Olá, Ana' + avatar) DOM letters would count as visible
    // text its accessible name lacks (WCAG 2.5.3, label in name).
    return (
      <span
        aria-hidden="true"
        data-initials={letters}
        className={cn(fallbackClass, 'before:content-[attr(data-initials)]')}
        style={style}
      />
    );
  }
  return (
    <span role="img" aria-label={name} className={fallbackClass} style={style}>
      <span aria-hidden="true">{letters}</span>
    </span>
  );
}
