import { Sprout } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The Talhão mark, linking to the landing page. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-md text-xl font-bold tracking-tight ${
        inverted ? 'text-white' : 'text-brand-800'
      }`}
    >
      <span
        aria-hidden="true"
        className={`flex size-9 items-center justify-center rounded-lg ${inverted ? 'bg-white/15' : 'bg-brand-600 text-white'}`}
      >
        <Sprout className="size-5" />
      </span>
      Talhão
    </Link>
  );
}
