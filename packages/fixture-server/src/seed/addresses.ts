import type { Faker } from '@faker-js/faker';
import type { Address } from '@talhao/schema';
import type { Municipality } from './municipalities';

const NEIGHBORHOODS = ['Centro', 'Jardim América', 'Vila Nova', 'Bela Vista', 'Jardim Europa', 'Santa Mônica'];
const RURAL_KINDS = ['Fazenda', 'Sítio', 'Chácara', 'Estância'];
const RURAL_NAMES = [
  'Boa Esperança',
  'Santa Helena',
  'São José',
  'Três Irmãos',
  'Água Limpa',
  'Santa Rita',
  'Primavera',
  'Recanto Verde',
  'Monte Alegre',
  'Santo Antônio',
  'Bom Retiro',
  'Palmeiras',
];

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * An address in the specification's shape inside a real municipality; the pin is moved a few
 * kilometres from the seat so map markers do not pile up.
 */
export function addressIn(faker: Faker, place: Municipality, kind: 'urban' | 'rural'): Address {
  const where = `${place.city} - ${place.uf}, Brasil`;
  const formattedAddress =
    kind === 'rural'
      ? `${faker.helpers.arrayElement(RURAL_KINDS)} ${faker.helpers.arrayElement(RURAL_NAMES)}, Zona Rural, ${where}`
      : `${faker.location.street()}, ${faker.number.int({ min: 10, max: 2500 })} - ` +
        `${faker.helpers.arrayElement(NEIGHBORHOODS)}, ${where}`;
  const spread = kind === 'rural' ? 0.08 : 0.02;
  return {
    formattedAddress,
    city: place.city,
    stateFrom: place.uf,
    country: 'Brasil',
    coords: {
      latitude: round6(place.latitude + faker.number.float({ min: -spread, max: spread })),
      longitude: round6(place.longitude + faker.number.float({ min: -spread, max: spread })),
    },
  };
}
