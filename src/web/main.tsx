// First: takes the reads the HTML started before anything else runs (early-reads.ts).
import './lib/early-reads';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
