/**
 * One realistic payload per record kind, field for field what the fixture server's payload builders answer
 * (packages/fixture-server: toOfferPayload, toProvidedPayload, toFarmerPayload, toPropertyPayload,
 * toAreaPayload, toSectorPayload, toSetupPayload, toWorkPayload, toTrainingPayload, providedRows /
 * trainingRows) and what the BFF sends (offerBody, trainingBody, …). routes.test.ts parses every route's
 * response and body with them. The schema package cannot import the fixture server (it depends on this
 * package), so they are written out here; the cassette tests check the live answers.
 */

const place = {
  formattedAddress: 'Rua das Palmeiras, 120 - Centro, Vitória - ES, 29010-000, Brasil',
  city: 'Vitória',
  stateFrom: 'ES',
  country: 'Brasil',
  neighborhood: 'Centro',
  street: 'Rua das Palmeiras',
  street_number: '120',
  postal_code: '29010-000',
  coords: { latitude: -20.3155, longitude: -40.3128 },
};

const page = <T>(items: T[]) => ({ items, pageNumber: 1, pageSize: 10, total: items.length });

export const offer = {
  _id: '65a1f0c2e4b0a1b2c3d4e5f6',
  name: 'Manejo integrado de pragas no café',
  format: 'IN-PERSON',
  cultures: ['Café arábica'],
  price: [120, 450],
  priceType: ['PER_HECTARE', 'PER_VISIT'],
  regionOffered: [place],
  summary: 'Visitas mensais com laudo.',
  content: '<p>Acompanhamento da lavoura.</p>',
  image: { url: '/uploads/65a1f0c2e4b0a1b2c3d4e5f7.png', originalname: 'cafe.png' },
  createdAt: '2026-03-02T13:00:00.000Z',
};

export const offerBody = {
  name: 'Manejo integrado de pragas no café',
  format: 'IN-PERSON',
  cultures: ['Café arábica'],
  price: [120, 450],
  priceType: ['PER_HECTARE', 'PER_VISIT'],
  regionOffered: [place],
  summary: 'Visitas mensais com laudo.',
  content: '<p>Acompanhamento da lavoura.</p>',
};

export const provided = {
  _id: '65a1f0c2e4b0a1b2c3d4e601',
  consultancy: offer._id,
  user: '65a1f0c2e4b0a1b2c3d4e602',
  property: '65a1f0c2e4b0a1b2c3d4e603',
  fixedPrice: 1800,
  status: 'IN-PROGRESS',
  startDate: '2026-03-10',
  endDate: null,
  createdAt: '2026-03-01T12:00:00.000Z',
};

export const providedBody = {
  consultancy: provided.consultancy,
  user: provided.user,
  property: provided.property,
  fixedPrice: 1800,
  status: 'PLANNED',
  startDate: '2026-03-10',
  endDate: '2026-06-10',
};

export const farmer = {
  _id: provided.user,
  name: 'Joana Pereira',
  email: 'joana.pereira@example.com',
  phoneNumber: '+5527998765432',
  birthDate: '1980-05-17',
  address: place,
  profilePicture: null,
  createdBy: '65a1f0c2e4b0a1b2c3d4e604',
  properties: [provided.property],
};

/** What the BFF sends to create a farmer (POST {farmer family}) and to edit one (PUT …/{id}). */
export const farmerBody = {
  name: 'Joana Pereira',
  email: 'joana.pereira@example.com',
  phoneNumber: '+5527998765432',
  address: place,
  password: 'segredo',
};
export const farmerEditBody = { ...farmerBody, password: undefined, birthDate: '1980-05-17' };

export const property = {
  _id: provided.property,
  name: 'Sítio Boa Esperança',
  totalArea: 42.5,
  address: place,
  user: farmer._id,
  propertyPicture: { url: '/uploads/65a1f0c2e4b0a1b2c3d4e605.jpg' },
  areas: ['65a1f0c2e4b0a1b2c3d4e606'],
};

export const area = { _id: '65a1f0c2e4b0a1b2c3d4e606', name: 'Talhão Norte', property: property._id, plotArea: 12 };

export const sector = {
  _id: '65a1f0c2e4b0a1b2c3d4e607',
  name: 'Setor 1',
  area: area._id,
  property: property._id,
  areaName: area.name,
  culture: { _id: '65a1f0c2e4b0a1b2c3d4e608', name: 'Café arábica' },
  plotArea: 4.2,
  plantingDate: '2021-10-01',
  spacingBetweenStreets: 3.5,
  spacingBetweenPlants: 0.7,
  numberOfPlants: 17000,
};

export const setup = { dayOfWeek: ['Monday', 'Wednesday', 'Friday'], startTime: '08:00', endTime: '17:00' };

export const work = {
  _id: '65a1f0c2e4b0a1b2c3d4e609',
  title: 'Visita de monitoramento',
  day: '2026-03-12',
  startWork: '09:00',
  endWork: '11:00',
  status: 'PLANNED',
  format: 'IN-PERSON',
  price: 300,
  priceCalculated: null,
  user: farmer._id,
  consultancyProvided: provided._id,
  sectors: [sector._id],
  updatedAt: '2026-03-02T10:00:00.000Z',
};

export const workBody = {
  consultancyProvided: provided._id,
  user: farmer._id,
  title: 'Visita de monitoramento',
  format: 'IN-PERSON',
  sectors: [sector._id],
  day: '2026-03-12',
  startWork: '09:00',
  endWork: '11:00',
  price: 300,
};

export const training = {
  _id: '65a1f0c2e4b0a1b2c3d4e610',
  title: 'Poda do cafeeiro',
  date: '2026-04-15T12:00:00.000Z',
  duration: '04:00',
  address: place,
  categories: [],
  price: 150,
  profit: 450,
  format: 'IN-PERSON',
  summary: 'Técnicas de poda programada.',
  description: '<p>Teoria e prática.</p>',
  specificInformation: '<p>Traga luvas.</p>',
  availableSpots: 20,
  totalSubscribers: { confirmed: 3 },
  image: { url: '/uploads/65a1f0c2e4b0a1b2c3d4e611.png' },
  participants: { confirmed: 3, pending: 1, canceled: 0 },
  consultant: '65a1f0c2e4b0a1b2c3d4e604',
  createdAt: '2026-03-01T09:00:00.000Z',
};

/** A company's training carries the company and its consultants instead of `consultant`. */
export const companyTraining = (({ consultant: _, ...rest }) => ({
  ...rest,
  company: '65a1f0c2e4b0a1b2c3d4e612',
  consultants: ['65a1f0c2e4b0a1b2c3d4e613'],
}))(training);

export const trainingBody = {
  title: 'Poda do cafeeiro',
  date: '2026-04-15T12:00:00.000Z',
  duration: '04:00',
  format: 'IN-PERSON',
  address: place,
  price: 150,
  summary: 'Técnicas de poda programada.',
  description: '<p>Teoria e prática.</p>',
  specificInformation: '<p>Traga luvas.</p>',
  availableSpots: 20,
};

export const participant = { name: 'Carlos Souza', email: 'carlos.souza@example.com' };

export const finance = {
  consultancyProvided: [
    {
      _id: { startMonth: 3, startYear: 2026, status: 'COMPLETED' },
      minimum: 900,
      maximum: 1800,
      average: 1350,
      count: 2,
    },
    { _id: { startMonth: 3, startYear: 2026, status: 'PLANNED' }, minimum: 600, maximum: 600, average: 600, count: 1 },
  ],
  training: [{ _id: { month: 3, year: 2026 }, totalProfit: 450, totalConfirmed: 450, totalCanceled: 0 }],
};

export const pages = {
  offers: page([offer]),
  provided: page([provided]),
  farmers: page([farmer]),
  properties: page([property]),
  areas: page([area]),
  /** The `{property}` sector filter: one unpaged page sized to its items. */
  sectors: { items: [sector], pageNumber: 1, pageSize: 1, total: 1 },
  works: page([work]),
  trainings: page([training, companyTraining]),
  participants: page([participant]),
};

/** Inventory (issue 14): an item and its movements as the fixture server's toInventoryItemPayload / toMovementPayload give them. */
export const inventoryItem = {
  _id: '66a1f0c2e4b0a1b2c3d4e601',
  product: 'Ureia 45% N',
  availableQuantity: 1250,
  unitOfMeasurement: 'kg',
  user: '65a1f0c2e4b0a1b2c3d4e5f8',
  createdAt: '2025-01-10T13:00:00.000Z',
  updatedAt: '2026-02-20T14:30:00.000Z',
};

export const inventoryMovements = [
  {
    _id: '66a1f0c2e4b0a1b2c3d4e603',
    inventory: inventoryItem._id,
    movementDate: '2026-02-20T14:30:00.000Z',
    inputsAndOutputs: -250,
    description: 'Aplicação no Talhão 2',
  },
  {
    _id: '66a1f0c2e4b0a1b2c3d4e602',
    inventory: inventoryItem._id,
    movementDate: '2025-01-10T13:00:00.000Z',
    inputsAndOutputs: 1500,
    description: null,
  },
];

/** Issue 16: a company's training body names its consultants. */
export const companyTrainingBody = { ...trainingBody, consultants: ['65a1f0c2e4b0a1b2c3d4e613'] };

/** Issue 16: the company's finance (`enterpriseStatisticApi/profit-general`): the series and their totals. */
export const companyFinance = { ...finance, profit_consultancy_total: 2700, profit_training_total: 450 };
