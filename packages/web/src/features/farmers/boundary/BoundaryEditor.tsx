import { useMutation } from '@apollo/client/react';
import { type BoundaryGeometry, checkBoundary, polygonFromCorners } from '@talhao/schema/forms/boundary';
import type { Position } from 'geojson';
import { Eraser, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Dialog } from '@/ui/Dialog';
import { FieldError } from '@/ui/FieldError';
import { useToast } from '@/ui/Toast';
import { BoundaryFileButton } from './BoundaryFileButton';
import { BoundaryMap } from './BoundaryMap';
import { SetPropertyBoundaryMutation } from './documents';
import { areaOf, type Coords, editableCorners } from './geometry';
import { BoundaryImportError, importBoundaryFile } from './importBoundary';
import { BOUNDARY_TEXTS, boundaryAreaText } from './texts';

/** What the editor holds: corners being drawn, or a whole geometry (imported with several parts or holes). */
type Draft = { kind: 'corners'; corners: Position[] } | { kind: 'geometry'; geometry: BoundaryGeometry };

const draftOf = (geometry: BoundaryGeometry | null): Draft => {
  if (!geometry) return { kind: 'corners', corners: [] };
  const corners = editableCorners(geometry);
  return corners ? { kind: 'corners', corners } : { kind: 'geometry', geometry };
};

/** The geometry a draft saves as, or the reason it cannot be saved yet ('' when it is empty). */
function resolve(draft: Draft): { geometry: BoundaryGeometry | null; problem: string | null } {
  if (draft.kind === 'geometry') return { geometry: draft.geometry, problem: null };
  if (draft.corners.length === 0) return { geometry: null, problem: null };
  if (draft.corners.length < 3) return { geometry: null, problem: BOUNDARY_TEXTS.needThreePoints };
  const checked = checkBoundary(polygonFromCorners(draft.corners));
  return checked.ok ? { geometry: checked.geometry, problem: null } : { geometry: null, problem: checked.message };
}

export interface BoundaryEditorProps {
  open: boolean;
  onClose(): void;
  propertyId: string;
  /** The saved boundary (null without one). */
  boundary: BoundaryGeometry | null;
  /** A geometry to start from instead of the saved one (a file imported from the property page). */
  initialDraft?: BoundaryGeometry | null;
  /** Where the map opens without a boundary (the property's location). */
  center?: Coords | null;
  onSaved?(areaHa: number | null): void;
}

/**
 * The boundary dialog: the map with the boundary, click-to-add corners and drag to move them, 'Importar arquivo
 * (KML, KMZ, GeoJSON)', clear (confirmed), the area as it is drawn, and 'Salvar contorno' (setPropertyBoundary).
 * A failed save keeps the drawing and says why in a toast.
 */
export function BoundaryEditor({
  open,
  onClose,
  propertyId,
  boundary,
  initialDraft,
  center,
  onSaved,
}: BoundaryEditorProps) {
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initialDraft ?? boundary));
  const [importError, setImportError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [save, { loading: saving }] = useMutation(SetPropertyBoundaryMutation);

  // Each opening starts from the saved boundary (or the file just imported).
  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(initialDraft ?? boundary));
    setImportError(null);
    setAttempted(false);
  }, [open, boundary, initialDraft]);

  const { geometry, problem } = resolve(draft);
  const hectares = areaOf(geometry);
  const empty = draft.kind === 'corners' && draft.corners.length === 0;
  // "3 points at least" waits for a save attempt; an outline that closes outside Brazil shows at once.
  const closed = draft.kind === 'corners' && draft.corners.length >= 3;
  const shownProblem = importError ?? (attempted || closed ? problem : null);

  const importFile = async (file: File) => {
    setImporting(true);
    setImportError(null);
    try {
      setDraft(draftOf(await importBoundaryFile(file)));
      toast.info(BOUNDARY_TEXTS.imported);
    } catch (error) {
      setImportError(error instanceof BoundaryImportError ? error.message : BOUNDARY_TEXTS.nothingToSave);
    } finally {
      setImporting(false);
    }
  };

  const submit = async () => {
    setAttempted(true);
    if (problem) return;
    if (!geometry && !boundary) {
      toast.warning(BOUNDARY_TEXTS.nothingToSave);
      return;
    }
    try {
      const { data } = await save({ variables: { propertyId, boundary: geometry } });
      toast.success(geometry ? BOUNDARY_TEXTS.saved : BOUNDARY_TEXTS.removed);
      onSaved?.(data?.setPropertyBoundary.boundaryAreaHa ?? null);
      onClose();
    } catch (error) {
      toast.fromError(error);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={BOUNDARY_TEXTS.editorTitle}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {BOUNDARY_TEXTS.cancel}
          </Button>
          <Button onClick={() => void submit()} loading={saving} disabled={importing}>
            {BOUNDARY_TEXTS.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <BoundaryFileButton
            label={BOUNDARY_TEXTS.importFile}
            loading={importing}
            onFile={(file) => void importFile(file)}
          />
          {draft.kind === 'corners' && draft.corners.length > 0 ? (
            <Button
              variant="ghost"
              icon={<Undo2 aria-hidden="true" className="size-4" />}
              onClick={() => setDraft({ kind: 'corners', corners: draft.corners.slice(0, -1) })}
            >
              {BOUNDARY_TEXTS.undo}
            </Button>
          ) : null}
          {!empty ? (
            <Button
              variant="ghost"
              icon={<Eraser aria-hidden="true" className="size-4" />}
              onClick={() => setConfirmClear(true)}
            >
              {BOUNDARY_TEXTS.clear}
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-muted">
          {draft.kind === 'corners' ? BOUNDARY_TEXTS.drawHint : BOUNDARY_TEXTS.replaceHint}
        </p>
        {open ? (
          <BoundaryMap
            boundary={draft.kind === 'geometry' ? draft.geometry : null}
            corners={draft.kind === 'corners' ? draft.corners : null}
            onCornersChange={(corners) => setDraft({ kind: 'corners', corners })}
            center={center}
            height="min(420px, 55dvh)"
            label={BOUNDARY_TEXTS.editorMapLabel}
          />
        ) : null}
        <p aria-live="polite" className="min-h-5 text-sm font-medium text-ink">
          {hectares !== null ? boundaryAreaText(hectares) : null}
        </p>
        <FieldError message={shownProblem} />
      </div>
      {/* Nested, as Headless UI means a dialog over a dialog: the confirmation sits on top of the editor's stack,
          so a click in it is never an outside click that would close the editor (and lose the drawing). */}
      <ConfirmDialog
        nested
        open={open && confirmClear}
        title={BOUNDARY_TEXTS.clearTitle}
        message={BOUNDARY_TEXTS.clearMessage}
        confirmLabel={BOUNDARY_TEXTS.clearConfirm}
        tone="danger"
        onConfirm={() => {
          setDraft({ kind: 'corners', corners: [] });
          setImportError(null);
          setConfirmClear(false);
        }}
        onClose={() => setConfirmClear(false)}
      />
    </Dialog>
  );
}
