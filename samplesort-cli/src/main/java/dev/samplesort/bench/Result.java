package dev.samplesort.bench;

/**
 * One row of results.csv: one run (rep ≥ 1), a failed warm-up (rep 0), or a skipped/errored algorithm (rep 0).
 * {@code ms} and {@code gkeys} are NaN unless status is OK.
 */
public record Result(String date, String host, String device, String type, String dist, long n, String algo, int rep,
                     double ms, double gkeys, Status status, String note) {

    public enum Status { OK, FAILED, ERROR, SKIPPED }

    public static final String HEADER = "date,host,device,type,dist,n,algo,rep,ms,gkeys,status,note";

    public String csv() {
        return String.join(",", q(date), q(host), q(device), q(type), q(dist), Long.toString(n), q(algo),
                Integer.toString(rep), Double.isNaN(ms) ? "" : Double.toString(ms),
                Double.isNaN(gkeys) ? "" : Double.toString(gkeys), status.name(), q(note == null ? "" : note));
    }

    private static String q(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0) return s;
        return '"' + s.replace("\"", "\"\"").replace('\n', ' ') + '"';
    }

    /** Parses one CSV line written by {@link #csv()}. */
    public static Result parse(String line) {
        java.util.List<String> f = new java.util.ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') { cur.append('"'); i++; }
                else if (c == '"') quoted = false;
                else cur.append(c);
            } else if (c == '"') quoted = true;
            else if (c == ',') { f.add(cur.toString()); cur.setLength(0); }
            else cur.append(c);
        }
        f.add(cur.toString());
        if (f.size() < 11) throw new IllegalArgumentException("not a results.csv row: " + line);
        return new Result(f.get(0), f.get(1), f.get(2), f.get(3), f.get(4), Long.parseLong(f.get(5)), f.get(6),
                Integer.parseInt(f.get(7)), f.get(8).isEmpty() ? Double.NaN : Double.parseDouble(f.get(8)),
                f.get(9).isEmpty() ? Double.NaN : Double.parseDouble(f.get(9)), Status.valueOf(f.get(10)),
                f.size() > 11 ? f.get(11) : "");
    }

    /** GKeys/s (10^9 keys per second) of n keys in ms milliseconds. */
    public static double gkeys(long n, double ms) { return n / (ms * 1e6); }
}
