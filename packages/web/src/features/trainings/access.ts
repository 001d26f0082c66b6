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
 * A consultant and a company create, edit and delete their own trainings (spec 001 §6, spec 002 §6): the
 * enterprise-consultant area is read only and a master visiting with `viewAs` only looks.
 */
export function useCanManageTrainings(): boolean {
  const { area } = useArea();
  const { viewAsId } = useViewAs();
  return (area === 'CONSULTANT' || area === 'ENTERPRISE') && !viewAsId;
}

/** The company's form names the consultants who give the training (spec 002 §5 "Training"). */
export function useIsCompanyTrainingForm(): boolean {
  return useArea().area === 'ENTERPRISE';
}
