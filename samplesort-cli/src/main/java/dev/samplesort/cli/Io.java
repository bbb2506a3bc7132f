package dev.samplesort.cli;

import dev.samplesort.Backend;
import dev.samplesort.data.Distribution;
import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** File and option helpers shared by the subcommands. */
final class Io {
    private Io() {}

    static final long STAGING_BYTES = 16L << 20;

    static KeyType keyType(Args a) throws UsageException {
        try {
            return KeyType.parse(a.get("type"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    static ValueType valueType(Args a) throws UsageException {
        String v = a.get("values");
        if (v == null || v.equalsIgnoreCase("none")) return null;
        try {
            return ValueType.parse(v);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    static RecordFormat format(Args a) throws UsageException { return new RecordFormat(keyType(a), valueType(a)); }

    static Distribution distribution(String s) throws UsageException {
        try {
            return Distribution.parse(s);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** auto, cpu, gpu, or jdk (the JDK reference sort; null Backend). */
    static Backend backend(String s) throws UsageException {
        if (s == null) return Backend.AUTO;
        if (s.equalsIgnoreCase("jdk")) return null;
        for (Backend b : Backend.values()) if (b.name().equalsIgnoreCase(s)) return b;
        throw new UsageException("unknown backend '" + s + "' (expected auto, cpu, gpu or jdk)");
    }

    /** Checks that the input exists and is readable; returns its size in bytes. */
    static long inputSize(Path in) throws CliException {
        if (!Files.exists(in)) throw new CliException("input file not found: " + in);
        if (Files.isDirectory(in)) throw new CliException("input is a directory, not a file: " + in);
        if (!Files.isReadable(in)) throw new CliException("input file is not readable: " + in);
        try {
            return Files.size(in);
        } catch (IOException e) {
            throw new CliException("cannot read " + in + ": " + OutputFile.reason(e), e);
        }
    }

    /** The number of records in a file, or a clear error when the size does not fit the record layout. */
    static long records(Path in, RecordFormat f) throws CliException {
        long size = inputSize(in);
        if (size % f.recordBytes() != 0) {
            throw new CliException(in + ": size " + size + " bytes is not a multiple of the record size "
                    + f.recordBytes() + " bytes (" + f.describe() + "); wrong --type or --values?");
        }
        return size / f.recordBytes();
    }

    /** Maps a file read-only into the arena (a zero-length segment for an empty file). */
    static MemorySegment mapReadOnly(Path in, long size, Arena arena) throws CliException {
        if (size == 0) return MemorySegment.ofArray(new byte[0]);
        try (FileChannel ch = FileChannel.open(in, StandardOpenOption.READ)) {
            return ch.map(FileChannel.MapMode.READ_ONLY, 0, size, arena);
        } catch (IOException e) {
            throw new CliException("cannot read " + in + ": " + OutputFile.reason(e), e);
        }
    }

    /** Usage error when out names the same file as in (compared by real paths, so links and ./ are caught). */
    static void requireDistinct(Path in, Path out) throws UsageException, CliException {
        try {
            Path rin = in.toRealPath();
            Path absOut = out.toAbsolutePath().normalize();
            Path rout;
            if (Files.exists(absOut)) {
                rout = absOut.toRealPath();
                if (Files.isSameFile(rin, rout)) {
                    throw new UsageException("output path is the input file (" + out + "); the input is never "
                            + "overwritten, choose another --out");
                }
            } else {
                Path parent = absOut.getParent();
                rout = parent != null && Files.exists(parent) ? parent.toRealPath().resolve(absOut.getFileName())
                        : absOut;
            }
            if (rin.equals(rout)) {
                throw new UsageException("output path is the input file (" + out + "); choose another --out");
            }
        } catch (IOException e) {
            throw new CliException("cannot resolve " + in + ": " + OutputFile.reason(e), e);
        }
    }

    static String rate(long n, long ns) {
        double s = ns / 1e9;
        return String.format("%.1f Mkeys/s", n / 1e6 / Math.max(s, 1e-9));
    }

    static String ms(long ns) { return String.format("%.1f ms", ns / 1e6); }

    static String bytes(long b) {
        if (b >= 1L << 30) return String.format("%.2f GiB", b / (double) (1L << 30));
        if (b >= 1L << 20) return String.format("%.1f MiB", b / (double) (1L << 20));
        if (b >= 1L << 10) return String.format("%.1f KiB", b / 1024.0);
        return b + " B";
    }
}
