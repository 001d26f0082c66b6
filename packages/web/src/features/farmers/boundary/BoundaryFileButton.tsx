import { FileUp } from 'lucide-react';
import { useRef } from 'react';
import { Button, type ButtonSize } from '@/ui/Button';

/** What the boundary file pickers offer: KML, KMZ and GeoJSON, by extension and by media type. */
const BOUNDARY_FILE_ACCEPT =
  '.kml,.kmz,.geojson,.json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz,application/geo+json,application/json';

export interface BoundaryFileButtonProps {
  /** The button's text, also the file input's name for a screen reader or a test. */
  label: string;
  onFile(file: File): void;
  loading?: boolean;
  size?: ButtonSize;
}

/**
 * A button that opens the file picker for a boundary file (the property page and the editor). The input is
 * emptied after each choice, so choosing the same file again imports it again.
 */
export function BoundaryFileButton({ label, onFile, loading, size }: BoundaryFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        icon={<FileUp aria-hidden="true" className="size-4" />}
        onClick={() => input.current?.click()}
        loading={loading}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={BOUNDARY_FILE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
