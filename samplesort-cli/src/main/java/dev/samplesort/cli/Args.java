package dev.samplesort.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A small option parser: {@code --name value}, {@code --name=value} and flags; no positional arguments. */
public final class Args {
    private record Opt(String name, String arg, String help, boolean required, String def, boolean hidden) {}

    private final String command;
    private final String summary;
    private final Map<String, Opt> spec = new LinkedHashMap<>();
    private final Map<String, String> values = new HashMap<>();
    private final List<String> notes = new ArrayList<>();

    public Args(String command, String summary) {
        this.command = command;
        this.summary = summary;
    }

    /** An option with a value; {@code def} may be null. */
    public Args opt(String name, String arg, String def, String help) {
        spec.put(name, new Opt(name, arg, help, false, def, false));
        return this;
    }

    public Args required(String name, String arg, String help) {
        spec.put(name, new Opt(name, arg, help, true, null, false));
        return this;
    }

    public Args flag(String name, String help) {
        spec.put(name, new Opt(name, null, help, false, null, false));
        return this;
    }

    /** A flag not shown in --help (testing aids). */
    public Args hiddenFlag(String name) {
        spec.put(name, new Opt(name, null, "", false, null, true));
        return this;
    }

    public Args note(String line) {
        notes.add(line);
        return this;
    }

    /** Parses; returns false when --help/-h was given (the caller prints {@link #usage}). */
    public boolean parse(String[] argv, int from) throws UsageException {
        for (int i = from; i < argv.length; i++) {
            String a = argv[i];
            if (a.equals("--help") || a.equals("-h")) return false;
            if (!a.startsWith("--") || a.length() == 2) {
                throw new UsageException("unexpected argument '" + a + "' (options start with --)");
            }
            String name = a.substring(2), value = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            Opt o = spec.get(name);
            if (o == null) throw new UsageException("unknown option --" + name);
            // a repeated option is a mistake (which one was meant?), never silently the last one
            if (values.containsKey(name)) throw new UsageException("option --" + name + " given more than once");
            if (o.arg == null) {
                if (value != null) throw new UsageException("option --" + name + " takes no value");
                values.put(name, "true");
            } else {
                if (value == null) {
                    if (i + 1 >= argv.length) {
                        throw new UsageException("option --" + name + " needs a value (" + o.arg + ")");
                    }
                    value = argv[++i];
                }
                values.put(name, value);
            }
        }
        for (Opt o : spec.values()) {
            if (o.required && !values.containsKey(o.name)) {
                throw new UsageException("missing required option --" + o.name + " " + o.arg);
            }
        }
        return true;
    }

    public boolean has(String name) { return values.containsKey(name); }

    public boolean flag(String name) { return "true".equals(values.get(name)); }

    public String get(String name) {
        String v = values.get(name);
        if (v != null) return v;
        Opt o = spec.get(name);
        return o == null ? null : o.def;
    }

    public long getCount(String name) throws UsageException {
        String v = get(name);
        try {
            return parseCount(v);
        } catch (IllegalArgumentException e) {
            throw new UsageException("option --" + name + ": " + e.getMessage());
        }
    }

    public int getInt(String name) throws UsageException {
        long v = getCount(name);
        if (v > Integer.MAX_VALUE) throw new UsageException("option --" + name + ": " + v + " is too large");
        return (int) v;
    }

    public long getLong(String name) throws UsageException {
        String v = get(name);
        try {
            return Long.decode(v.replace("_", ""));
        } catch (NumberFormatException e) {
            throw new UsageException("option --" + name + ": '" + v + "' is not a whole number");
        }
    }

    /** Parses {@code 4194304}, {@code 4_194_304}, {@code 2^22} or {@code 4Mi}/{@code 1Gi}/{@code 64Ki}; ≥ 0. */
    public static long parseCount(String s) {
        if (s == null) throw new IllegalArgumentException("missing number");
        String t = s.trim().replace("_", "").toLowerCase(Locale.ROOT);
        try {
            long v;
            if (t.startsWith("2^")) {
                int e = Integer.parseInt(t.substring(2));
                if (e < 0 || e > 62) throw new IllegalArgumentException("exponent out of range in '" + s + "'");
                v = 1L << e;
            } else if (t.endsWith("ki") || t.endsWith("mi") || t.endsWith("gi")) {
                long m = t.endsWith("ki") ? 1L << 10 : t.endsWith("mi") ? 1L << 20 : 1L << 30;
                v = Math.multiplyExact(Long.parseLong(t.substring(0, t.length() - 2)), m);
            } else {
                v = Long.parseLong(t);
            }
            if (v < 0) throw new IllegalArgumentException("'" + s + "' is negative");
            return v;
        } catch (NumberFormatException | ArithmeticException e) {
            throw new IllegalArgumentException("'" + s + "' is not a count (use e.g. 4194304, 2^22 or 4Mi)");
        }
    }

    /**
     * Parses a size in bytes: {@code 33554432}, {@code 32m}, {@code 32M}, {@code 32MiB}, {@code 4g}, {@code 512k},
     * {@code 1t}; a usage error (naming {@code --option}) when it does not parse or is below {@code min}.
     */
    public static long parseSize(String s, String option, long min) throws UsageException {
        String t = s == null ? "" : s.trim().replace("_", "").toLowerCase(Locale.ROOT);
        if (t.endsWith("ib")) t = t.substring(0, t.length() - 2);
        else if (t.endsWith("b")) t = t.substring(0, t.length() - 1);
        int shift = 0;
        if (!t.isEmpty() && "kmgt".indexOf(t.charAt(t.length() - 1)) >= 0) {
            shift = 10 * ("kmgt".indexOf(t.charAt(t.length() - 1)) + 1);
            t = t.substring(0, t.length() - 1);
        }
        long v;
        try {
            if (t.isEmpty() || !t.chars().allMatch(Character::isDigit)) throw new NumberFormatException();
            v = Long.parseLong(t);
            if (v > (Long.MAX_VALUE >> shift)) throw new NumberFormatException();
            v <<= shift;
        } catch (NumberFormatException e) {
            throw new UsageException("option --" + option + ": '" + s + "' is not a size (use e.g. 32m, 4g or a "
                    + "number of bytes)");
        }
        if (v < min) {
            throw new UsageException("option --" + option + ": " + s + " is too small (at least " + (min >> 20)
                    + " MiB)");
        }
        return v;
    }

    public void usage(PrintStream out) {
        out.println("usage: samplesort " + command + " [options]");
        out.println();
        out.println(summary);
        out.println();
        out.println("options:");
        for (Opt o : spec.values()) {
            if (o.hidden) continue;
            String left = "  --" + o.name + (o.arg == null ? "" : " " + o.arg);
            StringBuilder sb = new StringBuilder(left);
            sb.append(" ".repeat(Math.max(1, 30 - left.length())));
            sb.append(o.help);
            if (o.required) sb.append(" (required)");
            else if (o.def != null) sb.append(" (default ").append(o.def).append(')');
            out.println(sb);
        }
        out.println("  --help                      this text");
        if (!notes.isEmpty()) {
            out.println();
            for (String n : notes) out.println(n);
        }
    }
}
