package dev.samplesort.gpu;

/** Phase 1 launcher: random sample per segment, sorted in one block, splitters laid out as a search tree. */
final class Sample {
    private Sample() {}

    static void launch(SortSession s, String u, LevelPlan plan, long src, boolean raw, int kind, long tables,
                       long seed, long tree, long spl, long eq) {
        Kernels.Kernel k = s.rt.kernels.sample(u, plan.logK);
        s.args.clear().ptr(src).i32(raw ? 1 : 0).i32(kind).ptr(tables).i32(plan.nseg).i32(plan.nblk).i64(seed)
                .ptr(tree).ptr(spl).ptr(eq);
        s.launch(k, plan.nseg);
    }
}
