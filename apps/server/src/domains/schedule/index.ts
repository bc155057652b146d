/** What other domains use of the schedule: the slot arithmetic the built-in playout airs by. */
export { datesBetween, type SlotRow, slotsBetween, type TimedSlot } from './timetable';
