/**
 * Every page of a farmer's data under an area base ('/consultor', '/consultor-empresarial', '/empresa'), so the
 * farmers, inventory, analyses, harvests and recommendations features (which never import each other) link to each
 * other through one table. Search params follow the specification: farmerId, consultancyProvidedId, propertyId,
 * areaId (spec 001 §2.7).
 */

export interface FarmLinkParams {
  farmerId?: string | null;
  consultancyProvidedId?: string | null;
  propertyId?: string | null;
  areaId?: string | null;
}

/** `path?farmerId=…&…`, leaving out empty values (the order of the keys is fixed so links compare equal). */
export function withFarmParams(path: string, params: FarmLinkParams = {}): string {
  const search = new URLSearchParams();
  for (const key of ['farmerId', 'consultancyProvidedId', 'propertyId', 'areaId'] as const) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export const farmPaths = (basePath: string) => {
  const farmers = `${basePath}/agricultores`;
  const properties = `${farmers}/propriedades`;
  const id = encodeURIComponent;
  return {
    farmers,
    createFarmer: `${farmers}/criar`,
    farmer: (farmerId: string) => `${farmers}/${id(farmerId)}`,
    editFarmer: (farmerId: string) => `${farmers}/editar/${id(farmerId)}`,
    property: (propertyId: string, params: FarmLinkParams) => withFarmParams(`${properties}/${id(propertyId)}`, params),
    createProperty: (params: FarmLinkParams) => withFarmParams(`${properties}/criar`, params),
    editProperty: (propertyId: string, params: FarmLinkParams) =>
      withFarmParams(`${properties}/editar/${id(propertyId)}`, params),
    createSectors: (params: FarmLinkParams) => withFarmParams(`${properties}/criar/setores`, params),
    editSector: (sectorId: string, params: FarmLinkParams) =>
      withFarmParams(`${properties}/editar/setor/${id(sectorId)}`, params),
    inventory: (params: FarmLinkParams) => withFarmParams(`${farmers}/estoque`, params),
    analyses: (params: FarmLinkParams) => withFarmParams(`${farmers}/analises-agronomicas`, params),
    insertAnalysis: (params: FarmLinkParams) => withFarmParams(`${farmers}/analises-agronomicas/inserir`, params),
    harvests: (params: FarmLinkParams) => withFarmParams(`${farmers}/safras`, params),
    fieldActivities: (params: FarmLinkParams) => withFarmParams(`${farmers}/atividades-de-campo`, params),
    /** Recommendations (= field activities) of a provided consultancy's farmer (spec 001 §2.5 '/recomendacoes'). */
    recommendations: (params: FarmLinkParams) =>
      withFarmParams(`${basePath}/consultorias/prestadas/recomendacoes`, params),
    recommendation: (activityId: string) => `${basePath}/consultorias/prestadas/recomendacoes/${id(activityId)}`,
    /** 'Recomendar' (…/recomendacoes/criar?consultancyProvidedId&farmerId[&consultancyReportId]). */
    createRecommendation: (params: FarmLinkParams & { consultancyReportId?: string | null }) => {
      const path = withFarmParams(`${basePath}/consultorias/prestadas/recomendacoes/criar`, params);
      if (!params.consultancyReportId) return path;
      return `${path}${path.includes('?') ? '&' : '?'}consultancyReportId=${id(params.consultancyReportId)}`;
    },
    editRecommendation: (activityId: string) =>
      `${basePath}/consultorias/prestadas/recomendacoes/editar/${id(activityId)}`,
    /** The provided consultancy a farm page was opened from (spec 001 §2.7: the analyses' back link). */
    providedConsultancy: (providedId: string) => `${basePath}/consultorias/prestadas/${id(providedId)}`,
    /** One provided consultancy's activities, monitorings and reports (the farmer hub's tiles, 002 §1). */
    providedActivities: (providedId: string) =>
      withFarmParams(`${basePath}/consultorias/prestadas/atividades`, { consultancyProvidedId: providedId }),
    providedMonitorings: (providedId: string, farmerId: string) =>
      withFarmParams(`${basePath}/consultorias/prestadas/monitoramentos`, {
        consultancyProvidedId: providedId,
        farmerId,
      }),
    /** A monitoring of a provided consultancy and its 'Criar Monitoramento' form (issue 15). */
    providedMonitoring: (monitoringId: string, params: FarmLinkParams) =>
      withFarmParams(`${basePath}/consultorias/prestadas/monitoramentos/${id(monitoringId)}`, params),
    createProvidedMonitoring: (params: FarmLinkParams) =>
      withFarmParams(`${basePath}/consultorias/prestadas/monitoramentos/criar`, params),
    providedReports: (providedId: string, farmerId: string) =>
      withFarmParams(`${basePath}/consultorias/prestadas/relatorios`, { consultancyProvidedId: providedId, farmerId }),
    /** One report, and its items editor (spec 001 §2.5 '/relatorios/{id}', '/relatorios/criar/{consultancyReportId}'). */
    report: (reportId: string, params: FarmLinkParams = {}) =>
      withFarmParams(`${basePath}/consultorias/prestadas/relatorios/${id(reportId)}`, params),
    /** A report's recommended field activities as a list (spec 002 §2 '/relatorios/recomendacoes/{consultancyReportId}'). */
    reportRecommendations: (reportId: string, params: FarmLinkParams = {}) =>
      withFarmParams(`${basePath}/consultorias/prestadas/relatorios/recomendacoes/${id(reportId)}`, params),
    reportItems: (reportId: string, params: FarmLinkParams = {}) =>
      withFarmParams(`${basePath}/consultorias/prestadas/relatorios/criar/${id(reportId)}`, params),
  };
};

export type FarmPaths = ReturnType<typeof farmPaths>;

/** Laboratories (consultant area only, spec 001 §2.11). */
export const laboratoryPaths = (basePath: string) => {
  const root = `${basePath}/laboratorios`;
  return {
    index: root,
    associated: `${root}/associados`,
    myAnalyses: `${root}/minhas-analises`,
    laboratory: (laboratoryId: string) => `${root}/laboratorio?laboratoryId=${encodeURIComponent(laboratoryId)}`,
  };
};
