import { PROVIDER_SITE_URL } from '@talhao/schema';
import { Outlet } from 'react-router-dom';
import { Brand } from './Brand';
import { FieldIllustration } from './FieldIllustration';

/**
 * Frame of the public pages: on desktop a green side panel with the illustration and the value
 * line, on the right the page in a card; from 520 px down a single column without the card chrome.
 */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh bg-canvas">
      <aside className="relative hidden w-[42%] max-w-xl flex-col justify-between overflow-hidden bg-linear-to-br from-brand-700 via-brand-600 to-brand-800 p-10 text-white lg:flex">
        <Brand inverted />
        <div>
          <FieldIllustration className="mb-8 w-full max-w-md overflow-hidden rounded-2xl ring-1 ring-white/15" />
          <p className="text-3xl font-semibold leading-tight">Consultoria agronômica do planejamento à colheita.</p>
          <p className="mt-3 max-w-md text-white/80">
            Consultores, empresas e produtores rurais conectados: consultorias, treinamentos, agenda e finanças em um só
            lugar.
          </p>
        </div>
        <a
          href={PROVIDER_SITE_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-6 items-center self-start rounded-md text-sm text-white/80 underline-offset-4 hover:text-white hover:underline"
        >
          {PROVIDER_SITE_URL.replace(/^https?:\/\//, '')}
        </a>
      </aside>
      <main className="flex flex-1 flex-col items-center justify-start bg-surface sm:justify-center sm:bg-canvas sm:px-6 sm:py-10">
        <div className="w-full max-w-md bg-surface px-5 py-8 sm:rounded-card sm:border sm:border-line sm:px-8 sm:shadow-card">
          <div className="mb-6 lg:hidden">
            <Brand />
          </div>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
