// First: takes the reads the HTML started before anything else runs (early-reads.ts).
import './lib/early-reads';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstScreenReady } from './app/first-screen';
import { createQueryClient } from './app/query-client';
import { waitForReadsOf } from './lib/after-paint';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

const queryClient = createQueryClient();
// Code deferred until after the paint waits for the page's reads too (decision 0069).
waitForReadsOf(queryClient);

void firstScreenReady(queryClient).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
