import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ProvidedOfferOptionsQuery } from './documents';
import { offerFixedPrice } from './providedFormValues';

/** The offers are paged by the BFF; the select reads up to this many pages (the spec shows no limit). */
export const OFFER_OPTION_PAGES = 10;

export interface OfferOption {
  id: string;
  name: string;
  /** The offer's one price, which pre-fills 'Valor fixo'; null for 'A combinar' or several price lines. */
  price: number | null;
}

/** Every offer of the consultant (up to OFFER_OPTION_PAGES pages), for the form's 'Consultoria' select. */
export function useOfferOptions(viewAsId: string | null) {
  const client = useApolloClient();
  const [state, setState] = useState<{ options: OfferOption[]; loading: boolean; error: unknown }>({
    options: [],
    loading: true,
    error: null,
  });

  useEffect(() => {
    let active = true;
    async function load() {
      const options: OfferOption[] = [];
      try {
        for (let page = 1; page <= OFFER_OPTION_PAGES; page += 1) {
          const { data } = await client.query({
            query: ProvidedOfferOptionsQuery,
            variables: { page, viewAs: viewAsId },
            fetchPolicy: 'network-only',
          });
          const result = data?.offeredConsultancies;
          if (!result) break;
          options.push(
            ...result.items.map((offer) => ({ id: offer.id, name: offer.name, price: offerFixedPrice(offer) })),
          );
          if (!result.hasNextPage) break;
        }
        if (active) setState({ options, loading: false, error: null });
      } catch (error) {
        if (active) setState({ options, loading: false, error });
      }
    }
    void load();
    return () => {
      active = false;
    };
  }, [client, viewAsId]);

  return state;
}
