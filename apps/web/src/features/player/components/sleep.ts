import { useEffect, useState } from 'react';
import { SLEEP_FADE_MS } from '../constants';
import { getPlayerState, playerReports, subscribePlayer, usePlayerSelector } from '../store';

/**
 * The sleep timer's clock, in the player's lazy chunk (only a player on screen can set a timer). While a time
 * is set it checks four times a second: over the last 10 s it fades the sound out, then it pauses (the store's
 * sleepNow, which also restores the volume for the next play). The store holds the timer itself, so switching
 * between the phone and desktop layouts, which remounts the controls, never loses it.
 */
const TICK_MS = 250;

let interval: ReturnType<typeof setInterval> | undefined;
let started = false;

function tick() {
  const { sleepAt } = getPlayerState();
  if (typeof sleepAt !== 'number') return;
  const left = sleepAt - Date.now();
  if (left <= 0) playerReports.sleep();
  else playerReports.fade(left < SLEEP_FADE_MS ? left / SLEEP_FADE_MS : 1);
}

function followTimer() {
  const running = typeof getPlayerState().sleepAt === 'number';
  if (running && interval === undefined) interval = setInterval(tick, TICK_MS);
  else if (!running && interval !== undefined) {
    clearInterval(interval);
    interval = undefined;
  }
}

/** Starts following the store's timer (once; the chunk stays loaded). */
export function startSleepClock() {
  if (started) return;
  started = true;
  subscribePlayer(followTimer);
  followTimer();
}

/** The minutes last chosen, so the menu can show which choice is running. */
let chosenMinutes: number | null = null;
export const sleepChoice = () => chosenMinutes;
export function sleepAfter(minutes: number) {
  chosenMinutes = minutes;
  startSleepClock();
  return Date.now() + minutes * 60_000;
}

/** Whole seconds left on the timer, updated every second; null when it is off or set for the episode's end. */
export function useSleepSecondsLeft(): number | null {
  const sleepAt = usePlayerSelector((s) => s.sleepAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (typeof sleepAt !== 'number') return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sleepAt]);
  if (typeof sleepAt !== 'number') return null;
  return Math.max(0, Math.ceil((sleepAt - now) / 1000));
}
