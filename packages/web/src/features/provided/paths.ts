/** Provided-consultancy and request pages under an area base ('/consultor', …). */
export const providedPaths = (basePath: string) => {
  const list = `${basePath}/consultorias/prestadas`;
  const requests = `${basePath}/consultorias/solicitadas`;
  return {
    list,
    create: `${list}/criar`,
    detail: (id: string) => `${list}/${encodeURIComponent(id)}`,
    edit: (id: string) => `${list}/editar/${encodeURIComponent(id)}`,
    /** The scheduled activities of one provided consultancy (built by another slice). */
    activities: (id: string) => `${list}/atividades?consultancyProvidedId=${encodeURIComponent(id)}`,
    /** The property page (a later issue) needs the farmer to load it. */
    property: (propertyId: string, farmerId: string) =>
      `${basePath}/agricultores/propriedades/${encodeURIComponent(propertyId)}?farmerId=${encodeURIComponent(farmerId)}`,
    /** The company's consultant page (/empresa/consultores/:id, the consultants slice). */
    consultant: (consultantId: string) => `${basePath}/consultores/${encodeURIComponent(consultantId)}`,
    requests,
    request: (id: string) => `${requests}/${encodeURIComponent(id)}`,
  };
};
