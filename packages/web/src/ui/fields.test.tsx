import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './CheckboxField';
import { RadioCardGroup } from './RadioCardGroup';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { PasswordField, TextField } from './TextField';

function EmailForm({ onSubmit }: { onSubmit: (values: { email: string }) => void }) {
  const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TextField label="Email" hint="Use o email da empresa" error="Email inválido" {...register('email')} />
      <button type="submit">Enviar</button>
    </form>
  );
}

function MessageForm() {
  const { register } = useForm<{ message: string }>({ defaultValues: { message: 'Olá' } });
  return <TextAreaField label="Mensagem" maxLength={105} {...register('message')} />;
}

describe('form fields', () => {
  it('TextField works with register and ties label, hint and error', async () => {
    const onSubmit = vi.fn();
    render(<EmailForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email inválido');
    await userEvent.type(input, 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com' }, expect.anything());
  });

  it('PasswordField shows and hides the password', async () => {
    render(<PasswordField label="Senha" defaultValue="segredo123" />);
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('TextAreaField counts characters against maxLength, also with register defaults, and never cuts a paste', async () => {
    render(<MessageForm />);
    expect(screen.getByText('3/105')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mensagem'), ' mundo');
    expect(screen.getByText('9/105')).toBeInTheDocument();
    // A long paste stays whole (the form's rule refuses the excess with its message); the counter shows it.
    await userEvent.click(screen.getByLabelText('Mensagem'));
    await userEvent.paste(' palavra'.repeat(14));
    expect(screen.getByLabelText('Mensagem')).toHaveValue(`Olá mundo${' palavra'.repeat(14)}`);
    expect(screen.getByText('121/105')).toHaveClass('text-tone-red');
  });

  it('SelectField lists the options after the placeholder', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Periodicidade"
        placeholder="Selecione"
        options={[
          { value: '0', label: 'Uma vez' },
          { value: '86400000', label: 'Diariamente' },
        ]}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByLabelText('Periodicidade');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione', 'Uma vez', 'Diariamente']);
    await userEvent.selectOptions(select, 'Diariamente');
    expect(onChange).toHaveBeenCalledWith('86400000');
  });

  it('CheckboxField toggles from its label', async () => {
    render(<CheckboxField label="Agricultor" description="Usuários do aplicativo" />);
    const box = screen.getByRole('checkbox', { name: 'Agricultor' });
    expect(box).toHaveAccessibleDescription('Usuários do aplicativo');
    await userEvent.click(screen.getByText('Agricultor'));
    expect(box).toBeChecked();
  });

  it('RadioCardGroup reports the chosen value and supports arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <RadioCardGroup
        label="Qual o seu tipo de conta?"
        value="CONSULTANT"
        onChange={onChange}
        error="Selecione o tipo de conta"
        options={[
          { value: 'CONSULTANT', label: 'Consultor', description: 'Consultores independentes' },
          { value: 'ENTERPRISE', label: 'Empresarial', description: 'Empresas e seus consultores' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Qual o seu tipo de conta?' })).toHaveAccessibleDescription(
      'Selecione o tipo de conta',
    );
    const consultant = screen.getByRole('radio', { name: 'Consultor' });
    expect(consultant).toBeChecked();
    expect(consultant).toHaveAccessibleDescription('Consultores independentes');
    await userEvent.click(screen.getByText('Empresarial'));
    expect(onChange).toHaveBeenLastCalledWith('ENTERPRISE');
    consultant.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
