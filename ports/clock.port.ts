/** Stops a scheduled callback. Calling it twice is harmless. */
export type Cancel = () => void;

/** Time, behind a port so tests move it by hand (`FakeClock.advance(ms)`). */
export interface ClockPort {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): Cancel;
  setInterval(callback: () => void, ms: number): Cancel;
  /** Calls back before the next frame (about 16 ms), with the frame's time in ms on the `now()` base. */
  requestFrame(callback: (timeMs: number) => void): Cancel;
}
