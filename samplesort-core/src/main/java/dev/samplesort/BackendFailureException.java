package dev.samplesort;

/**
 * A backend failed while sorting (e.g. the GPU ran out of memory or the driver reported an error). The caller's
 * data is unchanged when this is thrown. {@link Backend#AUTO} retries such a sort on the CPU.
 */
public final class BackendFailureException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what failed
     * @param cause   the underlying error, or {@code null}
     */
    public BackendFailureException(String message, Throwable cause) { super(message, cause); }
}
