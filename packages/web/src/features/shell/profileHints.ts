import { capabilities } from '@talhao/schema';
import type { ViewerFields } from '@/app/session';

export interface ProfileHint {
  label: string;
  /** Where the missing piece is filled in. */
  to: string;
}

/**
 * What the viewer's own profile still lacks, read only from the viewer query (no extra request):
 * photo and resume are edited on the profile page, phone and address on its edit form.
 */
export function profileHints(viewer: ViewerFields, basePath: string): ProfileHint[] {
  const { profile } = viewer;
  const hints: ProfileHint[] = [];
  if (!profile.pictureUrl) hints.push({ label: 'Adicione uma foto de perfil', to: `${basePath}/perfil` });
  if (!profile.phoneNumber) hints.push({ label: 'Cadastre um telefone de contato', to: `${basePath}/perfil/editar` });
  if (!profile.address) hints.push({ label: 'Informe o seu endereço', to: `${basePath}/perfil/editar` });
  if (
    capabilities.hasProfessionalResume(viewer.role) &&
    'professionalResume' in profile &&
    !profile.professionalResume?.trim()
  ) {
    hints.push({ label: 'Escreva o seu resumo profissional', to: `${basePath}/perfil` });
  }
  return hints;
}
