package dev.samplesort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * main() returns after a success instead of calling System.exit (whose first call sets up the logger framework),
 * but only where no other non-daemon thread would keep the JVM alive after it.
 */
class MainExitTest {
    @Test
    void aLiveNonDaemonThreadMakesMainExitAndADaemonDoesNot() throws Exception {
        boolean before = Main.otherThreadsKeepTheJvm(); // the test JVM's own threads, whatever they are
        CountDownLatch release = new CountDownLatch(1);
        Thread daemon = Thread.ofPlatform().daemon().start(() -> await(release));
        assertEquals(before, Main.otherThreadsKeepTheJvm(), "a daemon thread does not keep the JVM");
        Thread worker = Thread.ofPlatform().daemon(false).start(() -> await(release));
        assertTrue(Main.otherThreadsKeepTheJvm(), "a non-daemon thread keeps the JVM: main must call System.exit");
        release.countDown();
        worker.join();
        daemon.join();
        assertEquals(before, Main.otherThreadsKeepTheJvm(), "a finished thread keeps nothing");
    }

    private static void await(CountDownLatch l) {
        try {
            l.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
