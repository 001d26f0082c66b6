import { useArea } from '@/app/area';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';

/** Links of the training pages inside the current area, keeping a master's `?viewAs=`. */
export function useTrainingPaths() {
  const { basePath } = useArea();
  const { viewAsId } = useViewAs();
  const base = `${basePath}/treinamentos`;
  const link = (path: string) => withViewAs(path, viewAsId);
  return {
    open: link(`${base}/abertos`),
    history: link(`${base}/historico`),
    create: link(`${base}/criar`),
    detail: (id: string) => link(`${base}/${encodeURIComponent(id)}`),
    edit: (id: string) => link(`${base}/editar/${encodeURIComponent(id)}`),
  };
}

/**
 * Only a consultant in their own area creates, edits and deletes trainings (spec 001 §6): the
 * enterprise-consultant area is read only and a master visiting with `viewAs` only looks.
 */
export function useCanManageTrainings(): boolean {
  const { area } = useArea();
  const { viewAsId } = useViewAs();
  return area === 'CONSULTANT' && !viewAsId;
}
