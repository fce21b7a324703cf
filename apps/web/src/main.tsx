import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { apiBase } from './config/api-base.ts';
import { createApiClient } from './lib/api-client.ts';
import { createSession } from './lib/session.ts';
import './styles.css';

const client = createApiClient({ baseUrl: apiBase });
const session = createSession(client);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App client={client} session={session} />
  </StrictMode>,
);
