package dev.samplesort;

/** Thrown when a backend was asked for explicitly but cannot run here; the message says why. */
public final class BackendUnavailableException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final Backend backend;
    private final String reason;

    /**
     * Creates the exception.
     *
     * @param backend the backend that cannot run
     * @param reason  why, in words
     */
    public BackendUnavailableException(Backend backend, String reason) {
        super(backend + " backend not available: " + reason);
        this.backend = backend;
        this.reason = reason;
    }

    /**
     * Creates the exception.
     *
     * @param backend the backend that cannot run
     * @param reason  why, in words
     * @param cause   the underlying error
     */
    public BackendUnavailableException(Backend backend, String reason, Throwable cause) {
        super(backend + " backend not available: " + reason, cause);
        this.backend = backend;
        this.reason = reason;
    }

    /**
     * Returns the backend that cannot run.
     *
     * @return the backend
     */
    public Backend backend() { return backend; }

    /** The reason alone, without the "not available" prefix.
     *
     * @return the reason
     */
    public String reason() { return reason; }
}
