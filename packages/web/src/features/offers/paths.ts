/** Offer pages under an area base ('/consultor', '/empresa', …), so every area can mount them. */
export const offeredPaths = (basePath: string) => {
  const list = `${basePath}/consultorias/ofertadas`;
  return {
    list,
    create: `${list}/criar`,
    detail: (id: string) => `${list}/${encodeURIComponent(id)}`,
    edit: (id: string) => `${list}/editar/${encodeURIComponent(id)}`,
  };
};
