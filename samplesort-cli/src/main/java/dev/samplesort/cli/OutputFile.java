package dev.samplesort.cli;

import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * An output file written to a temporary file in the target's directory and renamed onto the target (atomically
 * where the file system allows) only by {@link #commit()}; {@link #close()} without a commit deletes the temporary
 * file, so a failed run never leaves a partial output behind.
 */
final class OutputFile implements AutoCloseable {
    /** Testing aid: when ≥ 0, writing fails like a full disk once this many bytes have been written. */
    static volatile long failAfterBytesForTest = -1;

    private final Path target;
    private final Path temp;
    private final FileChannel ch;
    private long written;
    private boolean committed;

    private OutputFile(Path target, Path temp, FileChannel ch) {
        this.target = target;
        this.temp = temp;
        this.ch = ch;
    }

    static OutputFile create(Path target) throws CliException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new CliException("output directory does not exist: " + (dir == null ? abs : dir));
        }
        if (Files.isDirectory(abs)) throw new CliException("output path is a directory: " + target);
        Path temp;
        try {
            temp = Files.createTempFile(dir, "." + abs.getFileName() + ".", ".tmp");
        } catch (IOException e) {
            throw new CliException("cannot create a file in " + dir + ": " + reason(e), e);
        }
        try {
            // createTempFile makes an owner-only file; give the result the usual rw-r--r-- (or the old file's mode).
            if (Files.getFileStore(temp).supportsFileAttributeView("posix")) {
                Files.setPosixFilePermissions(temp, Files.exists(abs) ? Files.getPosixFilePermissions(abs)
                        : java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
            }
        } catch (IOException | UnsupportedOperationException ignored) {
            // keep the default permissions
        }
        try {
            return new OutputFile(abs, temp, FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING));
        } catch (IOException e) {
            deleteQuietly(temp);
            throw new CliException("cannot open " + temp + ": " + reason(e), e);
        }
    }

    Path temp() { return temp; }

    /** Writes all bytes of the segment (off-heap or heap) at the current end. */
    void write(MemorySegment bytes) throws CliException {
        ByteBuffer b = bytes.asByteBuffer();
        try {
            while (b.hasRemaining()) {
                long fail = failAfterBytesForTest;
                if (fail >= 0 && written + b.remaining() > fail) throw new IOException("No space left on device");
                written += ch.write(b);
            }
        } catch (IOException e) {
            throw new CliException("writing " + target + " failed: " + reason(e)
                    + (isDiskFull(e) ? " (disk full?)" : ""), e);
        }
    }

    void commit() throws CliException {
        try {
            ch.force(true);
            ch.close();
        } catch (IOException e) {
            throw new CliException("writing " + target + " failed: " + reason(e), e);
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
    }

    @Override
    public void close() {
        if (committed) return;
        try {
            ch.close();
        } catch (IOException ignored) {
            // deleting anyway
        }
        deleteQuietly(temp);
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
