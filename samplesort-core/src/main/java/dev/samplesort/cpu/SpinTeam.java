package dev.samplesort.cpu;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;

/**
 * A fixed team of threads for the one-level sort of mid-sized inputs ({@link CpuConfig#teamSorts}): woken once per
 * sort, its members run the sort's phases one after another. The fork/join pool parks its idle workers, and every
 * phase handed to it paid their wake-up again: on 16 cores (H100 host, eighteenth session, `PhaseProbe`) a
 * classification of 2^16 keys, 4096 per thread and about 10 us of work, took 0.34-0.39 ms through
 * {@code invokeAll}, and the scatter as much again; {@code Arrays.parallelSort} pays the same for its merges (2^16
 * keys 0.57 ms, where {@code Arrays.sort} took 0.65).
 *
 * <p>A phase is a number of tasks ({@link Phase}); each task runs once, on whichever member claims it first (a
 * shared counter), and a phase opens when every task of the one before has finished. So a member that wakes late,
 * or not at all (its core busy with other work), holds nothing up: the others, the caller included, take its
 * tasks, and it joins wherever the sort is when it arrives. (The eighteenth session's team ran every phase once per
 * member, with a barrier that waited for all of them; on a loaded 16-core host its sorts of 2^16 keys took 4-6 ms
 * where `parallelSort` took 1.0-1.4, and with a back-off after every stall the team was refused nearly throughout
 * a loaded run, its cells at 0.8-1.0x the faster JDK sort: nineteenth session, call A; it backs off no more.) A
 * member waits only for tasks that others are still running: it spins, yields, and parks after
 * {@link #BARRIER_SPIN_NANOS}.
 *
 * <p>Member 0 is the calling thread; the others are daemon threads that park between sorts (after spinning
 * {@code spinNanos}, 0 by default: an idle team takes no CPU from what runs next) and are unparked by the caller.
 * One sort at a time: {@link #tryRun} returns false at once when another sort holds the team, and that caller
 * takes its other route. A sort that runs beside other sorts ({@link #beside}) is refused the team as well.
 */
final class SpinTeam {
    /**
     * How long a member spins (and yields) waiting for a phase to open before it parks. Parking early cost more than
     * it saved: with 20 us of spinning the preset's team cells fell from 1.3-3x the faster JDK sort to 0.4-1.6x, and
     * spinning 1 ms without yielding to 0.1-0.9x (16 cores, eighteenth session, calls D, E and F): two members on
     * one core wait for each other's time slice.
     */
    static final long BARRIER_SPIN_NANOS = 1_000_000;

    /** Spin-waits between two yields: about 10 us. */
    private static final int SPINS_PER_YIELD = 256;

    /** Parked waiters also look again after this long (a safety net: whoever opens the phase unparks them). */
    private static final long PARK_CHECK_NANOS = 1_000_000;

    /** The same for idle members between sorts (the caller of the next sort unparks them). */
    private static final long IDLE_CHECK_NANOS = 1_000_000_000;

    /*
     * No back-off after a stall: the eighteenth session's team refused sorts for 10 ms to 1 s after one in which a
     * member had parked. With tasks claimed by whoever is free that cost more than it saved: the same build with
     * and without it, one after the other on the 16-core host (nineteenth session, call C, `int`/`long`/`float`/
     * `double` x uniform, gaussian, staggered, few2, zipf x 2^16-2^20): with it the team's cells read 0.89-1.1x
     * the faster JDK sort (refused, parallelSort on both sides) in 12 and 7 of 60 cells below 0.95x; without it
     * 1.2-2.3x, 4 of 60 below (none of them the team's).
     */

    private static final int PHASE_WAIT = 1, IDLE_WAIT = 2;

    /** One phase of a sort: {@code tasks} tasks, task i run once as {@code task.accept(i)} by some member. */
    record Phase(int tasks, IntConsumer task) {}

    /** One sort's phases and the counters its members claim and finish tasks with. */
    private static final class Job {
        final Phase[] phases;
        final AtomicInteger[] next, done;
        /** Phases finished: phase p may run once open >= p; the sort is over at phases.length. */
        final AtomicInteger open = new AtomicInteger();
        /** Set by a task that ends the sort early: the remaining tasks are claimed and skipped. */
        volatile boolean abandoned;
        volatile Throwable failure;

        Job(Phase[] phases) {
            this.phases = phases;
            next = new AtomicInteger[phases.length];
            done = new AtomicInteger[phases.length];
            for (int p = 0; p < phases.length; p++) {
                next[p] = new AtomicInteger();
                done[p] = new AtomicInteger();
            }
        }
    }

    final int size;
    private final long spinNanos;
    /** The members' threads; [0] is the caller of the sort in progress. */
    private final Thread[] members;
    /**
     * While member i is parked or about to park: {@link #PHASE_WAIT} waiting for a phase, {@link #IDLE_WAIT} between
     * sorts; 0 otherwise (read by whoever wakes it; see {@link #await}).
     */
    private final AtomicIntegerArray sleeping;
    private final AtomicBoolean busy = new AtomicBoolean();
    /** Whether the members are threads of their own (false: {@link #unstaffed}, which never refuses a sort). */
    private final boolean staffed;

    /**
     * Set on a sort's thread while it runs beside other sorts in the engine (CpuEngine, CpuConfig.teamBeside):
     * staffed teams refuse it, and it takes its other routes, whose pool workers share the cores. The team's members
     * spin up to {@link #BARRIER_SPIN_NANOS} at each phase, on cores the sorts beside it are using. 16 cores (H200
     * host's Xeon, hundred-and-eighth session; `bench-concurrent --threads 2,4,8 --sizes 2^14,2^16,2^18 --dists
     * uniform`, throughput over the faster JDK sort's, one JVM per column): with the team for whichever sort found it
     * free, `int` / `long` 5 and 7 of 18 cells below 0.95x (call A), `int` / `long` / `double` 6 of 27 (call C),
     * lowest 4 threads `int` 2^16 0.81-0.84x (`parallelSort` 533-543 us a sort against 647-651) and 2 threads `int`
     * 2^18 0.88-0.93x; refused, 1 of 18, 0 and 4 of 27 (lowest 0.90x), and 2 of 18 at 4 / 8 threads (call D), 4
     * threads `int` 2^16 0.95-1.03x, 2 threads `int` 2^18 1.00-1.29x; 2 threads `double` 2^14 1.40-1.45x where 1.91x.
     * Refused only beside two others or more read as beside one at 4 / 8 threads (call D, 2 and 2 of 18).
     */
    private static final ThreadLocal<Boolean> BESIDE = ThreadLocal.withInitial(() -> Boolean.FALSE);

    /**
     * Marks (or unmarks) the calling thread's sort as one that runs beside other sorts ({@link #BESIDE}) and returns
     * the mark it replaces, for the caller to put back (a sort started inside another on the same thread leaves the
     * outer one's mark as it found it).
     */
    static boolean beside(boolean on) {
        boolean was = BESIDE.get();
        if (was != on) BESIDE.set(on);
        return was;
    }

    /** The sort in progress (null between sorts): members that wake join it. */
    private volatile Job job;
    private volatile boolean stop;
    /** Sorts (calls of {@link #tryRun}) that ran, for tests: which route took the team. */
    private volatile long runs;

    SpinTeam(int size, long spinNanos) {
        this(size, spinNanos, true);
    }

    private SpinTeam(int size, long spinNanos, boolean staffed) {
        if (size < 2) throw new IllegalArgumentException("a team needs at least 2 members: " + size);
        this.size = size;
        this.spinNanos = spinNanos;
        this.staffed = staffed;
        members = new Thread[size];
        sleeping = new AtomicIntegerArray(size);
        for (int i = 1; staffed && i < size; i++) {
            // a constructor, an inner class and String.concat: no bootstrap of the thread builder, a lambda or an
            // indy concatenation in a program's first team sort (see BusyCores.start)
            Thread t = new Thread(null, new Member(i), "samplesort-team-".concat(Integer.toString(i)));
            t.setDaemon(true);
            t.start();
            members[i] = t;
        }
    }

    /** A member's thread body: {@link #loop} with its id. */
    private final class Member implements Runnable {
        private final int id;

        Member(int id) {
            this.id = id;
        }

        @Override
        public void run() {
            loop(id);
        }
    }

    /**
     * A team of {@code size} whose other members never come: {@link #tryRun} runs every task of every phase on the
     * calling thread, in order (a job's pieces as the staffed team of that size would cut them). For the cold
     * start's warm-ups: a team job's code compiled on one thread before a staffed team runs it (see
     * {@code RunMergeInt.warmUp}).
     */
    static SpinTeam unstaffed(int size) {
        return new SpinTeam(size, 0, false);
    }

    /**
     * Runs {@code phases} in order on the team, the caller working too, and returns when every task has finished.
     * A task may call {@link #abandon}; the remaining tasks and phases are then skipped and this returns true all
     * the same (the caller knows why it abandoned).
     *
     * @return false (nothing ran) if another sort holds the team, or this sort runs beside others ({@link #beside})
     * @throws RuntimeException or Error: the first a task threw, after every task that had started has finished
     */
    boolean tryRun(Phase... phases) {
        if (refused() || !busy.compareAndSet(false, true)) return false;
        try {
            members[0] = Thread.currentThread();
            Job j = new Job(phases);
            runs++; // only the holder of busy writes it
            job = j;
            wake(IDLE_WAIT | PHASE_WAIT);
            work(j, 0);
            await(0, BARRIER_SPIN_NANOS, PARK_CHECK_NANOS, () -> j.open.get() == phases.length);
            job = null;
            Throwable f = j.failure;
            if (f instanceof RuntimeException r) throw r;
            if (f instanceof Error e) throw e;
            if (f != null) throw new IllegalStateException(f);
            return true;
        } finally {
            members[0] = null;
            busy.set(false);
        }
    }

    /**
     * Whether a sort would run now (the team not held by another sort, nor refused to this one): a hint for callers,
     * so that a refused sort does not first take its scratch arrays; {@link #tryRun} decides.
     */
    boolean mayRun() {
        return !refused() && !busy.get();
    }

    /** Whether this staffed team refuses the calling thread's sort: it runs beside other sorts ({@link #BESIDE}). */
    private boolean refused() {
        return staffed && BESIDE.get();
    }

    /** From a task: skips the tasks not yet started and the later phases (tasks already running finish). */
    void abandon() {
        Job j = job;
        if (j != null) j.abandoned = true;
    }

    /**
     * Stops the members (a team of another size replaces this one): waits for a running sort, and holds the team
     * for good, so that a later {@link #tryRun} returns false instead of waking members that are gone.
     */
    void shutdown() {
        while (!busy.compareAndSet(false, true)) Thread.onSpinWait();
        stop = true;
        for (int i = 1; i < size; i++) LockSupport.unpark(members[i]);
    }

    /**
     * Member {@code id}'s part of job j: in each phase, as soon as it opens, claims tasks until none is left. A
     * member that arrives late finds the earlier phases' tasks all claimed and moves on; one that arrives after
     * the sort claims nothing.
     */
    private void work(Job j, int id) {
        Phase[] ps = j.phases;
        for (int p = 0; p < ps.length; p++) {
            final int q = p;
            if (j.open.get() < p) await(id, BARRIER_SPIN_NANOS, PARK_CHECK_NANOS, () -> j.open.get() >= q);
            Phase ph = ps[p];
            if (ph.tasks() == 0) {
                if (j.open.compareAndSet(p, p + 1)) wake(PHASE_WAIT);
                continue;
            }
            for (int i; (i = j.next[p].getAndIncrement()) < ph.tasks(); ) {
                if (!j.abandoned && j.failure == null) {
                    try {
                        ph.task().accept(i);
                    } catch (Throwable t) {
                        synchronized (j) {
                            if (j.failure == null) j.failure = t;
                        }
                    }
                }
                if (j.done[p].incrementAndGet() == ph.tasks()) { // the phase's last task: open the next
                    j.open.set(p + 1);
                    // only the members waiting for it: an idle one not yet up from the sort's start is unparked
                    // already, and unparking it again at every phase cost a system call each time
                    wake(PHASE_WAIT);
                }
            }
        }
    }

    private void loop(int id) {
        Job seen = null;
        while (true) {
            Job last = seen;
            await(id, spinNanos, IDLE_CHECK_NANOS, () -> stop || job != null && job != last);
            if (stop) return;
            Job j = job;
            if (j == null) continue; // over before this member looked
            seen = j;
            work(j, id);
        }
    }

    /** For tests: how many sorts the team has run. */
    long runs() {
        return runs;
    }

    /**
     * Waits until {@code done}: spins, yielding every {@link #SPINS_PER_YIELD} spins (two members the OS put on one
     * core: the spinner lets the other run), and after {@code spin} ns parks until woken. The member marks itself
     * sleeping before it looks at {@code done} again, and a waker changes the state before it reads the mark (both
     * volatile): one of the two sees the other, so no wake-up is lost.
     */
    private void await(int id, long spin, long parkNanos, java.util.function.BooleanSupplier done) {
        long start = System.nanoTime();
        for (int spins = 1; !done.getAsBoolean(); spins++) {
            if ((spins & (SPINS_PER_YIELD - 1)) != 0) {
                Thread.onSpinWait();
            } else if (System.nanoTime() - start < spin) {
                Thread.yield();
            } else {
                sleeping.set(id, parkNanos == PARK_CHECK_NANOS ? PHASE_WAIT : IDLE_WAIT);
                if (!done.getAsBoolean()) LockSupport.parkNanos(this, parkNanos);
                sleeping.set(id, 0);
            }
        }
    }

    /** Unparks the members whose wait is one of {@code kinds} (PHASE_WAIT, IDLE_WAIT, or both). */
    private void wake(int kinds) {
        for (int i = 0; i < size; i++) {
            if ((sleeping.get(i) & kinds) != 0) {
                Thread t = members[i];
                if (t != null) LockSupport.unpark(t);
            }
        }
    }
}
