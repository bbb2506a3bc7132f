package dev.samplesort.bench;

import dev.samplesort.cli.Args;
import dev.samplesort.cli.CliException;
import dev.samplesort.cli.UsageException;
import dev.samplesort.internal.Tooling;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code samplesort bench-p2p}: what the multi-GPU sort's exchange and uploads run on, measured between all GPUs of
 * the machine: the peer-access matrix, one-way peer copy bandwidth for every ordered pair (the diagonal: a copy
 * inside the device), an all-to-all in which every GPU pulls a 1/g piece from every other at once (the exchange's
 * pattern), and pinned host-to-device copies on all GPUs at once. GB/s are 10^9 bytes per second.
 */
public final class PeerBench {
    private PeerBench() {}

    public static Args spec() {
        return new Args("bench-p2p", "Peer access and bandwidth between the GPUs (copies, all-to-all, host uploads).")
                .opt("bytes", "N", "512Mi", "bytes per copy (e.g. 512Mi, 2^29)")
                .opt("reps", "N", "5", "timed repetitions per figure (the best is shown), after one warm-up")
                .opt("out", "FILE", null, "also write the matrix as CSV (src,dst,kind,gbps)");
    }

    public static int run(Args a, PrintStream out, PrintStream err) throws UsageException, CliException {
        String why = Tooling.cudaUnavailableReason();
        if (why != null) {
            err.println("bench-p2p: no CUDA device usable: " + why);
            return 1;
        }
        long bytes = a.getCount("bytes");
        int reps = Math.max(1, a.getInt("reps"));
        Tooling.PeerMatrix m = Tooling.peerBandwidth(bytes, reps);
        int g = m.copy().length;
        out.printf(Locale.ROOT, "peer bandwidth, %d GPU(s), %d MiB per copy, best of %d:%n", g, m.bytes() >> 20, reps);
        for (var d : Tooling.gpuDevices()) out.printf("  %d: %s%n", d.ordinal(), d.name());
        for (String line : dev.samplesort.cli.InfoCommand.matrixLines(m.access(), "peer access (row can access column)")) out.println(line);
        out.println("one-way copy GB/s (row = source, column = destination; diagonal: within the device)");
        StringBuilder h = new StringBuilder("       ");
        for (int j = 0; j < g; j++) h.append(String.format(Locale.ROOT, "%9d", j));
        out.println(h);
        List<String> csv = new ArrayList<>(List.of("src,dst,kind,gbps"));
        for (int i = 0; i < g; i++) {
            StringBuilder r = new StringBuilder(String.format(Locale.ROOT, "  %3d  ", i));
            for (int j = 0; j < g; j++) {
                r.append(String.format(Locale.ROOT, "%9.1f", m.copy()[i][j]));
                csv.add(String.format(Locale.ROOT, "%d,%d,copy,%.2f", i, j, m.copy()[i][j]));
            }
            out.println(r);
        }
        for (int i = 0; i < g; i++) {
            out.printf(Locale.ROOT, "  GPU %d: all-to-all %.1f GB/s pulled from the others, host->device %.1f GB/s "
                    + "(all GPUs at once)%n", i, m.allToAll()[i], m.hostToDevice()[i]);
            csv.add(String.format(Locale.ROOT, "%d,%d,all-to-all,%.2f", i, i, m.allToAll()[i]));
            csv.add(String.format(Locale.ROOT, "-1,%d,host-to-device,%.2f", i, m.hostToDevice()[i]));
        }
        if (a.get("out") != null) {
            try {
                Files.write(Path.of(a.get("out")), csv);
            } catch (IOException e) {
                throw new CliException("cannot write " + a.get("out") + ": " + e.getMessage());
            }
        }
        return 0;
    }
}
