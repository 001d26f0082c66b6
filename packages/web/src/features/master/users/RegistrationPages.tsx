import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { toAddressInput } from '@/app/addressInput';
import { PageHeader, useToast } from '@/ui';
import {
  MasterUsersRegisterCompanyMutation,
  MasterUsersRegisterConsultantMutation,
  MasterUsersRegisterFarmerMutation,
} from './documents';
import { USER_KINDS } from './kinds';
import { RegistrationForm, type RegistrationKind, type RegistrationValues } from './RegistrationForm';

/** A new user changes every cached page of the lists: drop them so the list loads afresh. */
function forgetUserLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'users' });
  cache.gc();
}

const TITLES: Record<RegistrationKind, string> = {
  ENTERPRISE: 'Registrar empresa',
  CONSULTANT: 'Registrar consultor',
  FARMER: 'Registrar agricultor',
};

/**
 * The page around a registration form: on success the message the BFF returns (201) and back to the
 * list; on failure the error's message (409/400/other, spec 000 §8) and the form stays filled in.
 */
function RegistrationPage({
  kind,
  send,
}: {
  kind: RegistrationKind;
  send(values: RegistrationValues): Promise<string | undefined>;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const listPath = USER_KINDS[kind].listPath;

  async function onSubmit(values: RegistrationValues) {
    try {
      const message = await send(values);
      if (message) toast.success(message);
      navigate(listPath);
    } catch (err) {
      toast.fromError(err);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <PageHeader title={TITLES[kind]} backTo={listPath} />
      <RegistrationForm kind={kind} cancelTo={listPath} onSubmit={onSubmit} />
    </div>
  );
}

/** /master/empresas/registrar */
export function CompanyRegistrationPage() {
  const [registerCompany] = useMutation(MasterUsersRegisterCompanyMutation, { update: forgetUserLists });
  return (
    <RegistrationPage
      kind="ENTERPRISE"
      send={async (values) => {
        const { data } = await registerCompany({
          variables: {
            input: {
              name: values.name,
              cnpj: values.cnpj ?? '',
              address: toAddressInput(values.address),
              email: values.email ?? '',
              password: values.password ?? '',
            },
          },
        });
        return data?.registerCompany.message;
      }}
    />
  );
}

/** /master/consultores/registrar (independent consultants; company consultants are registered by their company). */
export function ConsultantRegistrationPage() {
  const [registerConsultant] = useMutation(MasterUsersRegisterConsultantMutation, { update: forgetUserLists });
  return (
    <RegistrationPage
      kind="CONSULTANT"
      send={async (values) => {
        const { data } = await registerConsultant({
          variables: {
            input: {
              name: values.name,
              cpf: values.cpf ?? '',
              address: toAddressInput(values.address),
              email: values.email ?? '',
              password: values.password ?? '',
            },
          },
        });
        return data?.registerConsultant.message;
      }}
    />
  );
}

/** /master/agricultores/registrar */
export function FarmerRegistrationPage() {
  const [registerFarmer] = useMutation(MasterUsersRegisterFarmerMutation, { update: forgetUserLists });
  return (
    <RegistrationPage
      kind="FARMER"
      send={async (values) => {
        const { data } = await registerFarmer({
          variables: {
            input: {
              name: values.name,
              cpf: values.cpf ?? '',
              phoneNumber: values.phoneNumber ?? '',
              address: toAddressInput(values.address),
              email: values.email ?? null,
              password: values.password ?? null,
            },
          },
        });
        return data?.registerFarmer.message;
      }}
    />
  );
}
