import type { Faker } from '@faker-js/faker';
import type { Address } from '@talhao/schema';
import type { UpstreamOfferFormat as Mode } from '@talhao/schema/upstream/offers';
import { MUNICIPALITIES } from '../../seed/municipalities';

/** Cultures, a summary and the topics of each offer name (the seed's catalogue of consultancies). */
export const OFFER_DETAILS: Record<string, { cultures: string[]; summary: string; topics: string[] }> = {
  'Manejo integrado de pragas na soja': {
    cultures: ['Soja'],
    summary: 'Monitoramento de pragas com pano de batida e recomendações de controle no momento certo.',
    topics: ['amostragem semanal de lagartas e percevejos', 'níveis de ação', 'controle biológico e químico'],
  },
  'Análise e correção de solo': {
    cultures: ['Soja', 'Milho', 'Café'],
    summary: 'Coleta georreferenciada, interpretação da análise e plano de calagem e gessagem.',
    topics: ['coleta de amostras por talhão', 'interpretação de laudos', 'recomendação de calcário e gesso'],
  },
  'Planejamento de safra de milho': {
    cultures: ['Milho'],
    summary: 'Escolha de híbridos, janela de plantio e orçamento da safra e da safrinha.',
    topics: ['escolha de híbridos', 'população de plantas', 'orçamento e cronograma da safra'],
  },
  'Irrigação por gotejamento no café': {
    cultures: ['Café'],
    summary: 'Dimensionamento, manejo da lâmina e fertirrigação em lavouras de café.',
    topics: ['dimensionamento do sistema', 'manejo da lâmina de irrigação', 'fertirrigação'],
  },
  'Agricultura de precisão': {
    cultures: ['Soja', 'Milho', 'Algodão'],
    summary: 'Mapas de produtividade, amostragem em grade e aplicação a taxa variável.',
    topics: ['mapas de produtividade', 'amostragem de solo em grade', 'prescrições a taxa variável'],
  },
  'Gestão financeira da propriedade rural': {
    cultures: ['Soja', 'Milho', 'Café', 'Pecuária'],
    summary: 'Fluxo de caixa, custo de produção por hectare e planejamento de investimentos.',
    topics: ['fluxo de caixa', 'custo de produção por hectare', 'crédito rural e investimentos'],
  },
  'Nutrição de plantas e adubação foliar': {
    cultures: ['Café', 'Citros', 'Soja'],
    summary: 'Diagnóstico foliar e programa de adubação para cada fase da cultura.',
    topics: ['análise foliar', 'programa de adubação', 'micronutrientes'],
  },
  'Controle de plantas daninhas': {
    cultures: ['Soja', 'Milho', 'Cana-de-açúcar'],
    summary: 'Identificação das daninhas, manejo de resistência e posicionamento de herbicidas.',
    topics: ['levantamento de plantas daninhas', 'manejo de resistência', 'pré e pós-emergentes'],
  },
  'Colheita e pós-colheita do café': {
    cultures: ['Café'],
    summary: 'Ponto de colheita, secagem e armazenagem para um café de qualidade.',
    topics: ['ponto de colheita', 'secagem em terreiro e secador', 'armazenagem e classificação'],
  },
  'Manejo de doenças do algodão': {
    cultures: ['Algodão'],
    summary: 'Monitoramento de ramulária e mancha-alvo com calendário de aplicações.',
    topics: ['monitoramento de doenças foliares', 'calendário de fungicidas', 'cultivares tolerantes'],
  },
  'Renovação de canaviais': {
    cultures: ['Cana-de-açúcar'],
    summary: 'Planejamento da reforma, rotação com leguminosas e escolha de variedades.',
    topics: ['planejamento da reforma', 'rotação com amendoim ou soja', 'escolha de variedades'],
  },
  'Implantação de eucalipto': {
    cultures: ['Eucalipto'],
    summary: 'Preparo da área, escolha de clones e manejo nos primeiros anos do plantio.',
    topics: ['preparo do solo', 'escolha de clones', 'controle de formigas e matocompetição'],
  },
  'Boas práticas e certificação': {
    cultures: ['Café', 'Citros', 'Frutas'],
    summary: 'Adequação da propriedade a protocolos de certificação e rastreabilidade.',
    topics: ['diagnóstico de conformidade', 'registros e rastreabilidade', 'preparação para auditoria'],
  },
  'Recuperação de pastagens degradadas': {
    cultures: ['Braquiária', 'Pecuária'],
    summary: 'Diagnóstico da degradação, correção do solo e reforma ou integração lavoura-pecuária.',
    topics: ['diagnóstico da degradação', 'correção e adubação', 'integração lavoura-pecuária'],
  },
};

/** The offer's descriptive fields: cultures, regions (none when ONLINE), summary and HTML content. */
export function offerDetails(faker: Faker, name: string, format: Mode) {
  const details = OFFER_DETAILS[name] ?? { cultures: ['Soja'], summary: name, topics: [name.toLowerCase()] };
  const regionOffered: Address[] =
    format === 'ONLINE' ? [] : faker.helpers.arrayElements(MUNICIPALITIES, { min: 1, max: 3 }).map(cityPlace);
  const content =
    `<p>${details.summary}</p>` +
    `<h3>O que está incluído</h3><ul>${details.topics.map((topic) => `<li>${capitalize(topic)}</li>`).join('')}</ul>` +
    `<p><strong>Entrega:</strong> relatório técnico após cada visita e acompanhamento pelo aplicativo.</p>`;
  return {
    cultures: details.cultures,
    regionOffered,
    summary: faker.datatype.boolean(0.85) ? details.summary.slice(0, 145) : null,
    content,
    image: null,
  };
}

/** A region served: the municipality itself, as the place search returns a city. */
const cityPlace = (place: (typeof MUNICIPALITIES)[number]): Address => ({
  formattedAddress: `${place.city} - ${place.uf}, Brasil`,
  city: place.city,
  stateFrom: place.uf,
  country: 'Brasil',
  coords: { latitude: place.latitude, longitude: place.longitude },
});

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
