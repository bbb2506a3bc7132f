package dev.samplesort.gpu;

/** Phase 2 launcher: branchless classification of every key and per-block bucket histograms. */
final class ClassifyCount {
    private ClassifyCount() {}

    static void launch(SortSession s, String u, LevelPlan plan, long src, boolean raw, int kind, long tables,
                       long tree, long spl, long eq, long hist, long totals, long bids) {
        Kernels.Kernel k = s.rt.kernels.count(u, plan.logK);
        s.args.clear().ptr(src).i32(raw ? 1 : 0).i32(kind).ptr(tables).i32(plan.nseg).i32(plan.nblk)
                .ptr(tree).ptr(spl).ptr(eq).ptr(hist).ptr(totals).ptr(bids);
        s.launch(k, plan.nblk);
    }
}
