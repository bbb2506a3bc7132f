package dev.samplesort.cli;

/** A failure with a message meant for the user (missing file, bad file size, disk full, ...): exit code 1. */
public final class CliException extends Exception {
    private static final long serialVersionUID = 1L;

    public CliException(String message) { super(message); }

    public CliException(String message, Throwable cause) { super(message, cause); }
}
