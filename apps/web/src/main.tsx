import './styles/index.css';
import { APP_ROOT_ID } from '@authority/shared/page-contract';
import { startApp } from './app/start';

// No top-level await here: the lazy chunks import shared code from this entry chunk, which a
// top-level await would forbid (the bundler then splits that code into many small chunks).
const container = document.getElementById(APP_ROOT_ID);
if (!container) throw new Error(`index.html has no #${APP_ROOT_ID} element`);
void startApp(container);
