import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no element with id "app" to mount into.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
