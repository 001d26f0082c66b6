import type { BoundaryGeometry } from '@talhao/schema/forms/boundary';
import { Pencil, PenLine } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/ui/Button';
import { useToast } from '@/ui/Toast';
import { BoundaryEditor } from './BoundaryEditor';
import { BoundaryFileButton } from './BoundaryFileButton';
import { BoundaryMap } from './BoundaryMap';
import { asBoundary, type Coords } from './geometry';
import { BoundaryImportError, importBoundaryFile } from './importBoundary';
import { BOUNDARY_TEXTS, boundaryAreaText } from './texts';

export interface PropertyBoundarySectionProps {
  propertyId: string;
  /** `Property.boundary` as the query answered it (GeoJSON or null). */
  boundary: unknown;
  /** `Property.boundaryAreaHa`. */
  areaHa: number | null | undefined;
  /** The signed-in consultant registered the farmer (mayWriteFarmData + createdByMe). */
  canEdit: boolean;
  /** Offered as 'Usar como área total' when given (the edit form fills its total area with it). */
  onUseAsTotalArea?(hectares: number): void;
  /** The property's location: where the map opens for drawing without a boundary. */
  location?: Coords | null;
}

/**
 * A property's boundary on its detail page: a small map with the outline or 'Sem contorno cadastrado', the
 * area, and for writers 'Desenhar contorno' / 'Importar contorno' / 'Editar contorno' (the editor dialog).
 */
export function PropertyBoundarySection({
  propertyId,
  boundary: raw,
  areaHa,
  canEdit,
  onUseAsTotalArea,
  location = null,
}: PropertyBoundarySectionProps) {
  const toast = useToast();
  const boundary = useMemo(() => asBoundary(raw), [raw]);
  const [editor, setEditor] = useState<{ open: boolean; draft: BoundaryGeometry | null }>({
    open: false,
    draft: null,
  });
  const hectares = boundary ? (areaHa ?? null) : null;

  const importFile = async (file: File) => {
    try {
      const draft = await importBoundaryFile(file);
      toast.info(BOUNDARY_TEXTS.imported);
      setEditor({ open: true, draft });
    } catch (error) {
      toast.error(error instanceof BoundaryImportError ? error.message : BOUNDARY_TEXTS.nothingToSave);
    }
  };

  return (
    <section aria-labelledby={`boundary-${propertyId}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`boundary-${propertyId}`} className="min-w-0 flex-1 text-base font-semibold text-ink">
          {BOUNDARY_TEXTS.sectionTitle}
        </h2>
        {canEdit && boundary ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil aria-hidden="true" className="size-4" />}
            onClick={() => setEditor({ open: true, draft: null })}
          >
            {BOUNDARY_TEXTS.edit}
          </Button>
        ) : null}
        {canEdit && !boundary ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              icon={<PenLine aria-hidden="true" className="size-4" />}
              onClick={() => setEditor({ open: true, draft: null })}
            >
              {BOUNDARY_TEXTS.draw}
            </Button>
            <BoundaryFileButton label={BOUNDARY_TEXTS.import} size="sm" onFile={(file) => void importFile(file)} />
          </>
        ) : null}
      </div>
      {boundary ? (
        <BoundaryMap boundary={boundary} height={240} label={BOUNDARY_TEXTS.mapLabel} />
      ) : (
        <p className="rounded-lg border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          {BOUNDARY_TEXTS.none}
        </p>
      )}
      {hectares !== null ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-medium text-ink">{boundaryAreaText(hectares)}</p>
          {onUseAsTotalArea ? (
            <Button variant="link" size="sm" onClick={() => onUseAsTotalArea(hectares)}>
              {BOUNDARY_TEXTS.useAsTotalArea}
            </Button>
          ) : null}
        </div>
      ) : null}
      {canEdit ? (
        <BoundaryEditor
          open={editor.open}
          onClose={() => setEditor({ open: false, draft: null })}
          propertyId={propertyId}
          boundary={boundary}
          initialDraft={editor.draft}
          center={location}
        />
      ) : null}
    </section>
  );
}
