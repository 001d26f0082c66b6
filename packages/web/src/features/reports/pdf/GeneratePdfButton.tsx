/**
 * PLACEHOLDER — the PDF slice (helper D) replaces this file at merge with the real 'Gerar PDF' button. It keeps the
 * report header's slot and props so the report page does not change.
 */
export interface GeneratePdfButtonProps {
  reportId: string;
  reportTitle: string;
  viewAsId: string | null;
}

export function GeneratePdfButton(_props: GeneratePdfButtonProps) {
  return null;
}
