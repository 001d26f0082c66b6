import type { ProfileEditValues } from '@talhao/schema';
import { todayInSaoPaulo } from '@talhao/schema';
import type { UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { DateField, FormField, MaskedField, PlaceField, TextField } from '@/ui';
import type { ProfileFormValues } from './profileForm';

interface ProfileFormFieldsProps {
  form: UseFormReturn<ProfileFormValues, unknown, ProfileEditValues>;
  withBirthDate: boolean;
  placePlaceholder: string;
  nameAutoComplete?: string;
}

/** Name, phone, address and (for consultants) birth date: the fields of one's own profile edit and of the master's edit of a user. */
export function ProfileFormFields({
  form,
  withBirthDate,
  placePlaceholder,
  nameAutoComplete = 'name',
}: ProfileFormFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField label="Nome" autoComplete={nameAutoComplete} error={errors.name?.message} {...register('name')} />
      <Controller
        control={control}
        name="phoneNumber"
        render={({ field, fieldState }) => (
          <MaskedField
            label="Celular"
            mask="phone"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="address"
        render={({ field, fieldState }) => (
          <PlaceField
            label="Endereço"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            placeholder={placePlaceholder}
          />
        )}
      />
      {withBirthDate ? (
        <FormField
          control={control}
          name="birthDate"
          as={DateField}
          label="Data de nascimento"
          max={todayInSaoPaulo()}
        />
      ) : null}
    </>
  );
}
