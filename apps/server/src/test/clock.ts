/** A clock the test moves by hand: `now` for the app's `clock` option, `advance` to move it on. */
export function manualClock(start: string) {
  let at = new Date(start);
  return {
    now: () => at,
    advance: (ms: number) => {
      at = new Date(at.getTime() + ms);
    },
  };
}
