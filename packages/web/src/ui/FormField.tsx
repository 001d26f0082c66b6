import type { ComponentType } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** What a value field (money, date, time, duration) takes from the form. */
interface ValueFieldProps {
  name?: string;
  value?: unknown;
  onChange(value: never): void;
  onBlur?(): void;
  error?: string;
}

type OwnProps<P> = Omit<P, keyof ValueFieldProps>;

/**
 * A value field bound to a react-hook-form field: the form's value, change, blur and error message
 * reach the field, so a form writes `<FormField control={control} name="price" as={MoneyField}
 * label="Preço (R$)" required />` instead of a Controller block per field.
 */
export function FormField<T extends FieldValues, P extends ValueFieldProps, TT extends FieldValues = T>({
  control,
  name,
  as: Field,
  ...props
}: { control: Control<T, unknown, TT>; name: FieldPath<T>; as: ComponentType<P> } & OwnProps<P>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const bound = {
          ...props,
          name: field.name,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          error: fieldState.error?.message,
        } as unknown as P;
        return <Field {...bound} />;
      }}
    />
  );
}
