package dev.samplesort.cli;

/** A command-line mistake (unknown option, missing or bad value): exit code 2. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) { super(message); }
}
