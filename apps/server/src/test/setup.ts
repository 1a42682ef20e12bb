import { afterAll } from 'vitest';
import { closeBaseDatabase } from './database.js';

// Each test file has its own migrated PGlite; close it, or the worker never exits.
afterAll(closeBaseDatabase);
