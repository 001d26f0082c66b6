import { useArea } from '@/app/area';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';

/** Links of the consultants pages in the current area (a master's `?viewAs=` kept), and who may write. */
export function useConsultantAccess() {
  const { basePath, area } = useArea();
  const { viewAsId } = useViewAs();
  const base = `${basePath}/consultores`;
  const link = (path: string) => withViewAs(path, viewAsId);
  return {
    viewAsId,
    // The company writes; a master visiting with viewAs only looks.
    canWrite: area === 'ENTERPRISE' && !viewAsId,
    paths: {
      list: link(base),
      create: link(`${base}/criar`),
      detail: (id: string) => link(`${base}/${encodeURIComponent(id)}`),
      edit: (id: string) => link(`${base}/editar/${encodeURIComponent(id)}`),
    },
  };
}
