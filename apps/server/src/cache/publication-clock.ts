/** setTimeout's own limit is ~24.8 days; an hour keeps every timer short and lets the clock look again. */
const LONGEST_WAIT_MS = 3_600_000;
/** When the database could not be asked: ask again soon (meanwhile each kept answer's own lifetime bounds it). */
const RETRY_MS = 5_000;

type Log = { warn: (details: object, message: string) => void };

/**
 * Calls `onDue` the moment a scheduled item goes public, which no write announces: the in-process cache keeps
 * shows, episodes and pages (their counts and lists change then), and is cleared at that very moment instead
 * of serving the old answer for its lifetime. Armed again after every write (it may have scheduled something)
 * and after every call; each instance runs its own, from the shared database.
 */
export class PublicationClock {
  #timer: NodeJS.Timeout | undefined;
  /** Arms overtake each other: only the newest one's answer sets the timer. */
  #sequence = 0;
  #closed = false;

  constructor(
    private readonly nextDelayMs: () => Promise<number | null>,
    private readonly onDue: () => void,
    private readonly log: Log,
  ) {}

  /** Reads when the next scheduled publication is and sets the timer for it; never throws. */
  async arm(): Promise<void> {
    const sequence = ++this.#sequence;
    let delay: number | null;
    let failed = false;
    try {
      delay = await this.nextDelayMs();
    } catch (err) {
      this.log.warn({ err }, 'could not read the next scheduled publication');
      delay = RETRY_MS;
      failed = true;
    }
    if (sequence !== this.#sequence || this.#closed) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (delay === null) return;
    const wait = Math.max(0, Math.ceil(delay)) + 1;
    const due = !failed && wait <= LONGEST_WAIT_MS;
    this.#timer = setTimeout(
      () => {
        if (due) this.onDue();
        void this.arm();
      },
      Math.min(wait, LONGEST_WAIT_MS),
    );
    this.#timer.unref();
  }

  close() {
    this.#closed = true;
    clearTimeout(this.#timer);
  }
}
