/**
 * Real municipalities of agricultural regions (IBGE code, UF, seat coordinates) and a mobile
 * area code (DDD) that serves them. Seeded addresses and phones come from this table.
 */
export interface Municipality {
  ibgeCode: string;
  city: string;
  uf: string;
  ddd: string;
  latitude: number;
  longitude: number;
}

export const MUNICIPALITIES: readonly Municipality[] = [
  // Espírito Santo
  { ibgeCode: '3205309', city: 'Vitória', uf: 'ES', ddd: '27', latitude: -20.3194, longitude: -40.3378 },
  { ibgeCode: '3203205', city: 'Linhares', uf: 'ES', ddd: '27', latitude: -19.3911, longitude: -40.0722 },
  { ibgeCode: '3201506', city: 'Colatina', uf: 'ES', ddd: '27', latitude: -19.5394, longitude: -40.6306 },
  { ibgeCode: '3204906', city: 'São Mateus', uf: 'ES', ddd: '27', latitude: -18.7201, longitude: -39.8589 },
  {
    ibgeCode: '3201209',
    city: 'Cachoeiro de Itapemirim',
    uf: 'ES',
    ddd: '28',
    latitude: -20.8489,
    longitude: -41.1128,
  },
  // Minas Gerais
  { ibgeCode: '3170206', city: 'Uberlândia', uf: 'MG', ddd: '34', latitude: -18.9186, longitude: -48.2772 },
  { ibgeCode: '3148004', city: 'Patos de Minas', uf: 'MG', ddd: '34', latitude: -18.5789, longitude: -46.5181 },
  { ibgeCode: '3170404', city: 'Unaí', uf: 'MG', ddd: '38', latitude: -16.3575, longitude: -46.9061 },
  { ibgeCode: '3170701', city: 'Varginha', uf: 'MG', ddd: '35', latitude: -21.5514, longitude: -45.4303 },
  // São Paulo
  { ibgeCode: '3543402', city: 'Ribeirão Preto', uf: 'SP', ddd: '16', latitude: -21.1775, longitude: -47.8103 },
  { ibgeCode: '3538709', city: 'Piracicaba', uf: 'SP', ddd: '19', latitude: -22.7253, longitude: -47.6492 },
  {
    ibgeCode: '3541406',
    city: 'Presidente Prudente',
    uf: 'SP',
    ddd: '18',
    latitude: -22.1256,
    longitude: -51.3889,
  },
  // Goiás
  { ibgeCode: '5218805', city: 'Rio Verde', uf: 'GO', ddd: '64', latitude: -17.7981, longitude: -50.9281 },
  { ibgeCode: '5211909', city: 'Jataí', uf: 'GO', ddd: '64', latitude: -17.8794, longitude: -51.7217 },
  { ibgeCode: '5206206', city: 'Cristalina', uf: 'GO', ddd: '61', latitude: -16.7677, longitude: -47.6153 },
  // Mato Grosso
  { ibgeCode: '5107925', city: 'Sorriso', uf: 'MT', ddd: '66', latitude: -12.5453, longitude: -55.7114 },
  { ibgeCode: '5105259', city: 'Lucas do Rio Verde', uf: 'MT', ddd: '65', latitude: -13.0713, longitude: -55.9148 },
  { ibgeCode: '5107602', city: 'Rondonópolis', uf: 'MT', ddd: '66', latitude: -16.4708, longitude: -54.6356 },
  { ibgeCode: '5107909', city: 'Sinop', uf: 'MT', ddd: '66', latitude: -11.8642, longitude: -55.5025 },
  // Paraná
  { ibgeCode: '4104808', city: 'Cascavel', uf: 'PR', ddd: '45', latitude: -24.9558, longitude: -53.4553 },
  { ibgeCode: '4113700', city: 'Londrina', uf: 'PR', ddd: '43', latitude: -23.3103, longitude: -51.1628 },
  { ibgeCode: '4119905', city: 'Ponta Grossa', uf: 'PR', ddd: '42', latitude: -25.095, longitude: -50.1619 },
  // Rio Grande do Sul
  { ibgeCode: '4314100', city: 'Passo Fundo', uf: 'RS', ddd: '54', latitude: -28.2628, longitude: -52.4067 },
  { ibgeCode: '4316907', city: 'Santa Maria', uf: 'RS', ddd: '55', latitude: -29.6842, longitude: -53.8069 },
  // Bahia
  { ibgeCode: '2903201', city: 'Barreiras', uf: 'BA', ddd: '77', latitude: -12.1528, longitude: -44.99 },
  // Mato Grosso do Sul
  { ibgeCode: '5003702', city: 'Dourados', uf: 'MS', ddd: '67', latitude: -22.2211, longitude: -54.8056 },
];

export function municipality(city: string, uf: string): Municipality {
  const found = MUNICIPALITIES.find((m) => m.city === city && m.uf === uf);
  if (!found) throw new Error(`município ausente da tabela do seed: ${city}/${uf}`);
  return found;
}
