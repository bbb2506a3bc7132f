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

    /**
     * Checks that the input exists, is a regular file (a link to one is fine) and is readable; returns its size in
     * bytes. A FIFO, a device or a /proc file has no size to learn up front (it reports 0 or keeps going), so it is
     * refused as a usage error rather than read as an empty input.
     */
    static long inputSize(Path in) throws CliException, UsageException {
        if (!Files.exists(in)) throw new CliException("input file not found: " + in);
        if (Files.isDirectory(in)) throw new CliException("input is a directory, not a file: " + in);
        if (!Files.isRegularFile(in) || pseudoFile(in)) {
            throw new UsageException("input is not a regular file: " + in + " (" + kind(in) + "); samplesort reads "
                    + "files whose size gives the record count - copy the data into a file first");
        }
        if (!Files.isReadable(in)) throw new CliException("input file is not readable: " + in);
        try {
            return Files.size(in);
        } catch (IOException e) {
            throw new CliException("cannot read " + in + ": " + OutputFile.reason(e), e);
        }
    }

    /** What a non-regular file is, in words. */
    static String kind(Path p) {
        try {
            var at = Files.readAttributes(p, java.nio.file.attribute.BasicFileAttributes.class);
            if (at.isDirectory()) return "a directory";
            if (at.isOther()) {
                String t = String.valueOf(Files.getAttribute(p, "unix:mode"));
                int mode = Integer.parseInt(t) & 0170000;
                return switch (mode) {
                    case 0010000 -> "a FIFO";
                    case 0020000 -> "a character device";
                    case 0060000 -> "a block device";
                    case 0140000 -> "a socket";
                    default -> "not a regular file";
                };
            }
            if (pseudoFile(p)) return "a file of the kernel's " + Files.getFileStore(p).type() + " file system";
        } catch (IOException | RuntimeException e) {
            // fall through
        }
        return "not a regular file";
    }

    /** Files of /proc, /sys and the like claim to be regular with size 0 (or 4096) whatever they hold. */
    static boolean pseudoFile(Path p) {
        try {
            String t = Files.getFileStore(p).type();
            return t.equals("proc") || t.equals("sysfs") || t.equals("debugfs") || t.equals("tracefs")
                    || t.equals("securityfs") || t.equals("cgroup") || t.equals("cgroup2") || t.equals("configfs");
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The number of records in a file, or a clear error when the size does not fit the record layout. */
    static long records(Path in, RecordFormat f) throws CliException, UsageException {
        long size = inputSize(in);
        if (size % f.recordBytes() != 0) {
            throw new CliException(in + ": size " + size + " bytes is not a multiple of the record size "
                    + f.recordBytes() + " bytes (" + f.describe() + "); wrong --type or --values?");
        }
        return size / f.recordBytes();
    }

    /** Size and modification time of a file, to notice a change while it is read. */
    record Snapshot(long size, java.nio.file.attribute.FileTime modified) {}

    static Snapshot snapshot(Path in) throws CliException {
        try {
            return new Snapshot(Files.size(in), Files.getLastModifiedTime(in));
        } catch (IOException e) {
            throw new CliException("cannot read " + in + ": " + OutputFile.reason(e), e);
        }
    }

    /** A clear failure when the input's size or modification time changed since {@code before}. */
    static void requireUnchanged(Path in, Snapshot before) throws CliException {
        Snapshot now;
        try {
            now = snapshot(in);
        } catch (CliException e) {
            throw new CliException("input " + in + " disappeared while being read; nothing was written", e);
        }
        if (!now.equals(before)) {
            throw new CliException("input " + in + " changed while being read (size " + before.size() + " -> "
                    + now.size() + " bytes, modified " + before.modified() + " -> " + now.modified()
                    + "); nothing was written");
        }
    }

    /** The size of a file of n records; a usage error when it exceeds what a file can hold (2^63-1 bytes). */
    static long fileBytes(long n, RecordFormat f) throws UsageException {
        try {
            return Math.multiplyExact(n, (long) f.recordBytes());
        } catch (ArithmeticException e) {
            throw new UsageException(n + " records of " + f.recordBytes() + " bytes exceed the largest possible "
                    + "file (2^63-1 bytes)");
        }
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
                // isSameFile compares device and inode through links, also /dev/stdout -> /proc/self/fd/1 -> a
                // pipe, which has no real path
                rout = absOut;
                if (Files.isSameFile(rin, absOut)) {
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
