import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListEnd } from './ListEnd';
import { UserAvatarCell } from './UserAvatarCell';

describe('ListEnd', () => {
  it('announces that the list has no more items', () => {
    render(<ListEnd text="Você já visualizou todas as empresas disponíveis" />);
    expect(screen.getByRole('status')).toHaveTextContent('Você já visualizou todas as empresas disponíveis');
  });
});

describe('UserAvatarCell', () => {
  it('shows the photo beside the name, the name read once', () => {
    render(<UserAvatarCell name="Maria Souza" pictureUrl="https://cdn.talhao.dev/maria.png" />);
    expect(screen.getByText('Maria Souza')).toBeInTheDocument();
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.talhao.dev/maria.png');
    expect(img).toHaveAttribute('alt', '');
  });

  it('falls back to the initials without a photo', () => {
    const { container } = render(<UserAvatarCell name="Maria Souza" pictureUrl={null} />);
    // Decorative: the initials are drawn from the attribute by CSS.
    expect(container.querySelector('[aria-hidden="true"]')).toHaveAttribute('data-initials', 'MS');
  });
});
