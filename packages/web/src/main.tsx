import './index.css';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { z } from 'zod';
import { apolloClient } from '@/app/apollo';
import { createRouter } from '@/routes';

// The CSP forbids eval; without this zod probes `new Function` on every load and the browser files a violation.
z.config({ jitless: true });

const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('#root element missing in index.html');

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);
