package dev.samplesort.gpu;

/** Phase 4 launcher: classify again, rank within the bucket, move keys (and values) to their places. */
final class Scatter {
    private Scatter() {}

    static void launch(SortSession s, String u, String v, LevelPlan plan, long src, long dst, long vsrc, long vdst,
                       boolean raw, int kind, boolean staged, long tables, long tree, long spl, long eq,
                       long scanned, long bids) {
        Kernels.Kernel k = s.rt.kernels.scatter(u, v, plan.logK);
        s.args.clear().ptr(src).ptr(dst).ptr(vsrc).ptr(vdst).i32(raw ? 1 : 0).i32(kind).i32(staged ? 1 : 0)
                .ptr(tables).i32(plan.nseg).i32(plan.nblk).ptr(tree).ptr(spl).ptr(eq).ptr(scanned).ptr(bids);
        s.launch(k, plan.nblk);
    }
}
