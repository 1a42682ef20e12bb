// Run from source (tests, `npm run dev`): registers tsx in the pool's thread, then loads the task.
import { register } from 'tsx/esm/api';

register();
const task = await import('./render-worker.ts');
export default task.default;
