/**
 * The runtime tunings kept behind DELIVERY_TUNING (decision 035): V8 flags and the kept nextTick
 * entry. Applied once at start, before any WASM is compiled (PGlite compiles its module when the
 * database is opened, after this).
 */
import { setFlagsFromString } from 'node:v8';
import { keepTickShape } from './tick-shape.js';

export function applyRuntimeTunings(): void {
  // PGlite's start and the migrations' check use up V8's default WASM tiering budget in dozens of
  // large functions, and their optimising compiles kept the start waiting on two cores. A budget
  // far above the default keeps the start on the baseline compiler; functions a running server
  // keeps hot are still optimised (decision 025).
  setFlagsFromString('--wasm-tiering-budget=2000000000');
  // Under a flood of distinct URLs V8 grew the heap's reservation far past what was live and never
  // gave it back: a fixed growing factor keeps the process's memory bounded (decision 049).
  setFlagsFromString('--heap-growing-percent=50');
  // V8's collections while a server idles dropped the hidden class of `process.nextTick`'s
  // entries, and nextTick then ran on a slow path for good (tick-shape.ts, decision 029).
  keepTickShape();
}
