package dev.samplesort.cpu;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;

/**
 * A fixed team of threads for the one-level sort of mid-sized inputs ({@link CpuConfig#teamSorts}): woken once per
 * sort, its members run the phases one after another and meet between them at a barrier where they spin briefly.
 * The fork/join pool parks its idle workers, and every phase handed to it paid their wake-up again: on 16 cores
 * (H100 host, eighteenth session, `PhaseProbe`) a classification of 2^16 keys, 4096 per thread and about 10 us of
 * work, took 0.34-0.39 ms through {@code invokeAll}, and the scatter as much again; {@code Arrays.parallelSort} pays
 * the same for its merges (2^16 keys 0.57 ms, where {@code Arrays.sort} took 0.65).
 *
 * <p>Member 0 is the calling thread; the others are daemon threads that park between sorts (after spinning
 * {@code spinNanos}, 0 by default: an idle team takes no CPU from what runs next) and are unparked by the caller.
 * At a barrier a member spins for {@link #BARRIER_SPIN_NANOS} and then parks until the last one arrives and wakes
 * it. Barriers that only spun stalled single sorts for 13-18 ms on the 16-core host (the preset, eighteenth
 * session: most likely a member preempted by another thread, JIT or GC, while 15 spinners held the other cores); a
 * parked waiter frees its core for it. One sort at a time: {@link #tryRun} returns false at once when another sort holds the team, and
 * that caller takes its other route.
 */
final class SpinTeam {
    /**
     * How long a member spins (and yields) at a barrier before it parks. Parking early cost more than it saved: with
     * 20 us of spinning the preset's team cells fell from 1.3-3x the faster JDK sort to 0.4-1.6x, and spinning 1 ms
     * without yielding to 0.1-0.9x (16 cores, eighteenth session, calls D, E and F): two members on one core wait
     * for each other's time slice. Members spin through any ordinary imbalance and park only in a stall.
     */
    static final long BARRIER_SPIN_NANOS = 1_000_000;

    /** Spin-waits between two yields: about 10 us. */
    private static final int SPINS_PER_YIELD = 256;

    /** Parked waiters at a barrier also look again after this long (a safety net: the last arrival unparks them). */
    private static final long PARK_CHECK_NANOS = 1_000_000;

    /** The same for idle members between sorts (the caller of the next sort unparks them). */
    private static final long IDLE_CHECK_NANOS = 1_000_000_000;

    /**
     * After a sort in which a member had to park at a barrier (a stall: the team did not have its cores), the team
     * refuses sorts for this long, doubling with every stalled sort up to {@link #MAX_BACKOFF_NANOS}; a sort without
     * a stall resets it. Its callers take {@code parallelSort} meanwhile, which blocks instead of spinning and
     * degrades gently on a loaded machine. On the 16-core host a loaded stretch of the preset (the JDK's own
     * sequential sort 2-3x slower than usual) made team sorts of 2^16 keys take 4-6 ms where `parallelSort` took
     * 1.0-1.4 (eighteenth session, call I); a team without its cores spins, yields and parks at every barrier.
     */
    static final long MIN_BACKOFF_NANOS = 10_000_000;

    static final long MAX_BACKOFF_NANOS = 1_000_000_000;

    final int size;
    private final long spinNanos;
    /** Whether stalls start a back-off (the sorting team); test teams run every sort. */
    private final boolean backOff;
    /** Set when a member parks at a barrier; read and cleared by the caller after the sort. */
    private volatile boolean stalled;
    private long backoffNanos;
    private volatile long refuseUntil;
    /** The members' threads; [0] is the caller of the sort in progress. */
    private final Thread[] members;
    /** 1 while member i is parked or about to park (read by whoever wakes it; see {@link #await}). */
    private final AtomicIntegerArray sleeping;
    private final AtomicBoolean busy = new AtomicBoolean();
    private final AtomicInteger arrived = new AtomicInteger();
    private final AtomicInteger finished = new AtomicInteger();
    private volatile long generation;
    private volatile int phase;
    private volatile IntConsumer[] phases;
    private volatile boolean stop;
    /** Set by a phase that ends the sort early (the later phases are skipped); read after each barrier. */
    private volatile boolean abandoned;
    private volatile Throwable failure;

    SpinTeam(int size, long spinNanos) {
        this(size, spinNanos, false);
    }

    SpinTeam(int size, long spinNanos, boolean backOff) {
        if (size < 2) throw new IllegalArgumentException("a team needs at least 2 members: " + size);
        this.size = size;
        this.spinNanos = spinNanos;
        this.backOff = backOff;
        members = new Thread[size];
        sleeping = new AtomicIntegerArray(size);
        for (int i = 1; i < size; i++) {
            int id = i;
            members[i] = Thread.ofPlatform().daemon().name("samplesort-team-" + i).start(() -> loop(id));
        }
    }

    /**
     * Runs {@code phases} on every member (each phase gets the member's id, 0 to size - 1, the caller being 0), with
     * a barrier after each. A phase may call {@link #abandon}; the remaining phases are then skipped and this
     * returns true all the same (the caller knows why it abandoned).
     *
     * @return false (nothing ran) if another sort holds the team, or it backs off after a stall
     * @throws RuntimeException or Error: the first a member's phase threw, after every member has stopped
     */
    boolean tryRun(IntConsumer... phases) {
        if (backingOff() || !busy.compareAndSet(false, true)) return false;
        try {
            members[0] = Thread.currentThread();
            this.phases = phases;
            abandoned = false;
            failure = null;
            stalled = false;
            finished.set(0);
            generation++;
            wakeSleepers();
            runPhases(0);
            await(0, () -> finished.get() == size - 1);
            this.phases = null;
            if (backOff) {
                backoffNanos = stalled ? Math.min(MAX_BACKOFF_NANOS, Math.max(MIN_BACKOFF_NANOS, 2 * backoffNanos)) : 0;
                refuseUntil = backoffNanos == 0 ? 0 : System.nanoTime() + backoffNanos;
            }
            Throwable f = failure;
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
     * Whether a sort would run now (the team neither held by another sort nor backing off): a hint for callers, so
     * that a refused sort does not first take its scratch arrays; {@link #tryRun} decides.
     */
    boolean mayRun() {
        return !busy.get() && !backingOff();
    }

    private boolean backingOff() {
        return backOff && refuseUntil != 0 && System.nanoTime() - refuseUntil < 0;
    }

    /** Skips the phases after the current one (every member finishes the current one first). */
    void abandon() { abandoned = true; }

    /**
     * Stops the members (a team of another size replaces this one): waits for a running sort, and holds the team
     * for good, so that a later {@link #tryRun} returns false instead of waking members that are gone.
     */
    void shutdown() {
        while (!busy.compareAndSet(false, true)) Thread.onSpinWait();
        stop = true;
        for (int i = 1; i < size; i++) LockSupport.unpark(members[i]);
    }

    private void runPhases(int id) {
        IntConsumer[] ps = phases;
        for (IntConsumer p : ps) {
            if (failure == null && !abandoned) {
                try {
                    p.accept(id);
                } catch (Throwable t) {
                    synchronized (this) {
                        if (failure == null) failure = t;
                    }
                }
            }
            barrier(id);
        }
    }

    private void loop(int id) {
        long seen = 0;
        while (true) {
            long s = seen;
            await(id, spinNanos, IDLE_CHECK_NANOS, () -> generation != s || stop);
            if (stop) return;
            seen = generation;
            runPhases(id);
            if (finished.incrementAndGet() == size - 1) wake(0);
        }
    }

    /** The last member to arrive resets the count, opens the next phase and wakes the members that parked. */
    private void barrier(int id) {
        int p = phase;
        if (arrived.incrementAndGet() == size) {
            arrived.set(0);
            phase = p + 1;
            wakeSleepers();
        } else {
            await(id, () -> phase != p);
        }
    }

    /** For tests: ends a back-off now. */
    void clearBackoff() {
        refuseUntil = 0;
    }

    private void await(int id, java.util.function.BooleanSupplier done) {
        await(id, BARRIER_SPIN_NANOS, PARK_CHECK_NANOS, done);
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
                if (parkNanos == PARK_CHECK_NANOS) stalled = true; // at a barrier (idle waits are not stalls)
                sleeping.set(id, 1);
                if (!done.getAsBoolean()) LockSupport.parkNanos(this, parkNanos);
                sleeping.set(id, 0);
            }
        }
    }

    private void wakeSleepers() {
        for (int i = 0; i < size; i++) wake(i);
    }

    private void wake(int i) {
        if (sleeping.get(i) != 0) {
            Thread t = members[i];
            if (t != null) LockSupport.unpark(t);
        }
    }
}
