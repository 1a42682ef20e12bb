/**
 * Preloaded into a server the test must move in time (`node --import …/movable-clock.mjs`): the
 * server's Date is @sinonjs/fake-timers' clock, going on at the real pace, and set forward to what
 * the file named by E2E_CLOCK_FILE says (an offset in milliseconds from the real time) whenever the
 * test writes it. Only Date is faked: timers, I/O and the event loop run as they would.
 */
import { readFileSync, watchFile } from 'node:fs';
import FakeTimers from '@sinonjs/fake-timers';

const file = process.env.E2E_CLOCK_FILE;
if (!file) throw new Error('E2E_CLOCK_FILE names no file');
const realNow = Date.now;
const offset = () => Number(readFileSync(file, 'utf8').trim() || 0);
const clock = FakeTimers.install({ now: realNow() + offset(), toFake: ['Date'], shouldAdvanceTime: true });
watchFile(file, { interval: 50, persistent: false }, () => clock.setSystemTime(realNow() + offset()));
