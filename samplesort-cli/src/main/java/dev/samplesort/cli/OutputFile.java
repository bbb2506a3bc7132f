package dev.samplesort.cli;

import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * An output file. A regular file (new or existing) is written to a hidden temporary file in the target's directory
 * and renamed onto the target (atomically) only by {@link #commit()}; {@link #close()} without a commit, a failure
 * and an interruption (SIGINT/SIGTERM: a shutdown hook) delete the temporary file, so a failed run never leaves a
 * partial output or a stray temporary behind and an existing output stays as it was. An existing target that is
 * not a regular file (a character device such as {@code /dev/null}, a FIFO) is written in place, never replaced; a
 * symbolic link is followed, so its target is written and the link stays.
 */
final class OutputFile implements AutoCloseable {
    /** Testing aid: when ≥ 0, writing fails like a full disk once this many bytes have been written. */
    static volatile long failAfterBytesForTest = -1;

    /** Testing aid: when ≥ 0, the usable space the file store reports. */
    static volatile long usableSpaceForTest = -1;

    /**
     * Testing aid for the interruption tests, which need a run that is still writing when the signal comes: system
     * property {@code samplesort.test.writeDelayMs} makes every write pause this long after its bytes are written
     * (after, not before: an output of one chunk must still be unfinished when the signal comes).
     */
    private static final long WRITE_DELAY_MS = Long.getLong("samplesort.test.writeDelayMs", 0);

    /** Temporary files not yet committed or deleted: the shutdown hook deletes them. */
    private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();

    static {
        Thread hook = new Thread(() -> {
            for (Path p : PENDING) deleteQuietly(p);
        }, "samplesort-delete-temporaries");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    private final Path target;
    private final Path temp;     // null when written in place
    private final FileChannel ch;
    private final long expected;
    private final java.util.concurrent.atomic.AtomicLong written = new java.util.concurrent.atomic.AtomicLong();
    private boolean committed;

    private OutputFile(Path target, Path temp, FileChannel ch, long expected) {
        this.target = target;
        this.temp = temp;
        this.ch = ch;
        this.expected = expected;
    }

    /**
     * Opens {@code target} for writing {@code bytes} bytes.
     *
     * @throws CliException when the target cannot be written (read-only, directory missing, not enough space, ...)
     */
    static OutputFile create(Path target, long bytes) throws CliException {
        Path given = target.toAbsolutePath().normalize();
        // decided on the path as given, following links the way open() does: /dev/stdout is a link to
        // /proc/self/fd/1, whose "target" (pipe:[123]) is no path at all
        if (Files.exists(given) && !Files.isDirectory(given) && !Files.isRegularFile(given)) {
            return inPlace(target, given, bytes);
        }
        Path abs = followLinks(given, target);
        if (Files.isDirectory(abs)) throw new CliException("output path is a directory: " + target);
        if (Files.exists(abs) && !Files.isRegularFile(abs)) return inPlace(target, abs, bytes);
        Path dir = abs.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new CliException("output directory does not exist: " + (dir == null ? abs : dir));
        }
        if (Files.exists(abs)) requireWritable(target, abs);
        requireSpace(target, dir, bytes);
        for (int attempt = 0; ; attempt++) {
            Path temp = dir.resolve("." + abs.getFileName() + "." + Long.toUnsignedString(
                    ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
            FileChannel ch;
            try {
                ch = OWNER_ONLY == null ? FileChannel.open(temp, NEW_FILE)
                        : FileChannel.open(temp, NEW_FILE, OWNER_ONLY);
            } catch (FileAlreadyExistsException e) {
                if (attempt < NAME_ATTEMPTS) continue;
                throw new CliException("cannot create a file in " + dir + ": " + NAME_ATTEMPTS
                        + " temporary names taken", e);
            } catch (IOException e) {
                throw new CliException("cannot create a file in " + dir + ": " + reason(e), e);
            }
            PENDING.add(temp);
            return new OutputFile(abs, temp, ch, bytes);
        }
    }

    /**
     * The temporary is created and opened in one step (O_CREAT | O_EXCL, which never follows a link planted under
     * its name), owner-only until {@link #commit()} gives it its final mode. Not {@code Files.createTempFile}: its
     * name comes from a SecureRandom, whose providers took 10-15 ms of every {@code samplesort sort} (2-core dev
     * VM: the first createTempFile 32-37 ms, a file created by name 16-28 ms); a name taken is tried again.
     */
    private static final Set<StandardOpenOption> NEW_FILE = Set.of(StandardOpenOption.CREATE_NEW,
            StandardOpenOption.WRITE);

    /** rw------- where the file system has POSIX modes, else null (its default). */
    private static final FileAttribute<?> OWNER_ONLY =
            FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
                    ? PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")) : null;

    /** Names tried before giving up: 36^12 random names make even one collision unlikely. */
    private static final int NAME_ATTEMPTS = 100;

    /** The path a chain of symbolic links ends at (also when that file does not exist yet). */
    private static Path followLinks(Path abs, Path given) throws CliException {
        Path p = abs;
        for (int i = 0; i < 40 && Files.isSymbolicLink(p); i++) {
            try {
                p = p.resolveSibling(Files.readSymbolicLink(p)).normalize();
            } catch (IOException e) {
                throw new CliException("cannot read the link " + given + ": " + reason(e), e);
            }
        }
        if (Files.isSymbolicLink(p)) throw new CliException("too many levels of symbolic links: " + given);
        return p;
    }

    /** Character devices and FIFOs are written in place: replacing {@code /dev/null} by a file would break it. */
    private static OutputFile inPlace(Path given, Path abs, long bytes) throws CliException {
        String kind = Io.kind(abs);
        if (!kind.equals("a character device") && !kind.equals("a FIFO")) {
            throw new CliException("output " + given + " is " + kind + ", not a regular file; refusing to write "
                    + "to it (choose a file, a FIFO or a character device such as /dev/null)");
        }
        try {
            return new OutputFile(abs, null, FileChannel.open(abs, StandardOpenOption.WRITE), bytes);
        } catch (IOException e) {
            throw new CliException("cannot open " + given + " (" + kind + ") for writing: " + reason(e), e);
        }
    }

    /**
     * An existing output whose owner cannot write it was protected on purpose: refuse to replace it (a rename
     * would go around the mode; root would not even notice).
     */
    private static void requireWritable(Path given, Path abs) throws CliException {
        try {
            if (Files.getFileStore(abs).supportsFileAttributeView("posix")) {
                Set<PosixFilePermission> mode = Files.getPosixFilePermissions(abs);
                if (!mode.contains(PosixFilePermission.OWNER_WRITE)) {
                    throw new CliException("output file " + given + " is read-only (mode "
                            + PosixFilePermissions.toString(mode) + "); it is left as it is - make it writable "
                            + "(chmod u+w) or remove it to replace it, or choose another --out");
                }
            }
        } catch (IOException e) {
            throw new CliException("cannot read the mode of " + given + ": " + reason(e), e);
        }
        if (!Files.isWritable(abs)) {
            throw new CliException("output file " + given + " is not writable for this user (permission denied); "
                    + "it is left as it is");
        }
    }

    /** The file store must have room for the whole output (an old output is only freed by the final rename). */
    private static void requireSpace(Path given, Path dir, long bytes) throws CliException {
        long usable;
        try {
            usable = usableSpaceForTest >= 0 ? usableSpaceForTest : Files.getFileStore(dir).getUsableSpace();
        } catch (IOException e) {
            return; // no figure to check against: the write itself reports a full disk
        }
        if (bytes > usable) {
            throw new CliException("not enough free space for " + given + ": it needs " + bytes + " bytes ("
                    + Io.bytes(bytes) + "), the file system of " + dir + " has " + usable + " bytes ("
                    + Io.bytes(usable) + ") available; nothing was written");
        }
    }

    /** Writes all bytes of the segment (off-heap or heap) at the current end. */
    void write(MemorySegment bytes) throws CliException {
        ByteBuffer b = bytes.asByteBuffer();
        try {
            while (b.hasRemaining()) {
                long fail = failAfterBytesForTest;
                if (fail >= 0 && written.get() + b.remaining() > fail) {
                    throw new IOException("No space left on device");
                }
                written.addAndGet(ch.write(b));
            }
            if (WRITE_DELAY_MS > 0) Thread.sleep(WRITE_DELAY_MS);
        } catch (IOException e) {
            throw new CliException("writing " + target + " failed: " + reason(e)
                    + (isDiskFull(e) ? " (disk full?)" : "") + (temp == null ? "" : "; nothing was replaced"), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CliException("interrupted while writing " + target, e);
        }
    }

    /** Whether {@link #writeAt} may be used: a regular (temporary) file, not a FIFO or device written in place. */
    boolean positional() { return temp != null; }

    /**
     * Writes all bytes of the segment at {@code position} of the file; may be called by several threads at once for
     * disjoint ranges (the external sort's parallel merge). Only for {@link #positional()} outputs.
     */
    void writeAt(MemorySegment bytes, long position) throws CliException {
        if (temp == null) throw new IllegalStateException("an output written in place is written sequentially");
        ByteBuffer b = bytes.asByteBuffer();
        long at = position;
        try {
            while (b.hasRemaining()) {
                long fail = failAfterBytesForTest;
                if (fail >= 0 && written.get() + b.remaining() > fail) {
                    throw new IOException("No space left on device");
                }
                int k = ch.write(b, at);
                at += k;
                written.addAndGet(k);
            }
        } catch (IOException e) {
            throw new CliException("writing " + target + " failed: " + reason(e)
                    + (isDiskFull(e) ? " (disk full?)" : "") + "; nothing was replaced", e);
        }
    }

    void commit() throws CliException {
        if (written.get() != expected) {
            throw new CliException("internal error: " + written + " bytes written to " + target + ", expected "
                    + expected + "; nothing was replaced");
        }
        try {
            if (temp != null) ch.force(true);
            ch.close();
        } catch (IOException e) {
            throw new CliException("writing " + target + " failed: " + reason(e), e);
        }
        if (temp == null) {
            committed = true;
            return;
        }
        try {
            // the temporary is owner-only; give the result the old file's mode or the usual rw-r--r--
            if (Files.getFileStore(temp).supportsFileAttributeView("posix")) {
                Files.setPosixFilePermissions(temp, Files.exists(target) ? Files.getPosixFilePermissions(target)
                        : PosixFilePermissions.fromString("rw-r--r--"));
            }
        } catch (IOException | UnsupportedOperationException ignored) {
            // keep the default permissions
        }
        try {
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new CliException("cannot rename " + temp + " to " + target + ": " + reason(e), e);
        }
        committed = true;
        PENDING.remove(temp);
    }

    @Override
    public void close() {
        if (committed) return;
        try {
            ch.close();
        } catch (IOException ignored) {
            // deleting anyway
        }
        if (temp != null) discard(temp);
    }

    private static void discard(Path temp) {
        deleteQuietly(temp);
        PENDING.remove(temp);
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException ignored) {
            // best effort
        }
    }

    static boolean isDiskFull(IOException e) {
        String m = String.valueOf(e.getMessage());
        return m.contains("No space left") || m.contains("Disk quota");
    }

    static String reason(IOException e) {
        String m = e.getMessage();
        String cls = e.getClass().getSimpleName();
        if (e instanceof java.nio.file.NoSuchFileException) return "no such file or directory: " + m;
        if (e instanceof java.nio.file.AccessDeniedException) return "permission denied: " + m;
        if (e instanceof java.nio.file.FileSystemException fse && fse.getReason() != null) return fse.getReason();
        return m == null ? cls : m;
    }
}
