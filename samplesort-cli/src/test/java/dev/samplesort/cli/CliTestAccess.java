package dev.samplesort.cli;

/** Lets other test packages ask whether the library's CPU engine works in this build. */
public final class CliTestAccess {
    private CliTestAccess() {}

    public static boolean cpuWorks() { return CliTest.backend().equals("cpu"); }
}
