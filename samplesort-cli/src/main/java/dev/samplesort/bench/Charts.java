package dev.samplesort.bench;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * PNG charts like the paper's figures: x = log2 n, y = GKeys/s (median), one line per algorithm, one chart per
 * key type × distribution. Needs java.desktop; runs headless. Only loaded by {@link ChartCommand}.
 */
public final class Charts {
    private Charts() {}

    /** The same colour for an algorithm in every chart. */
    static Color color(String algo) {
        return switch (algo) {
            case "gpu" -> new Color(0xD62728);
            case "gpu-e2e" -> new Color(0xFF9896);
            case "cub-radix" -> new Color(0x2CA02C);
            case "cub-merge" -> new Color(0x98DF8A);
            case "cpu" -> new Color(0x1F77B4);
            case "cpu1" -> new Color(0xAEC7E8);
            case "jdkpar" -> new Color(0x9467BD);
            case "jdk" -> new Color(0x8C564B);
            default -> Color.getHSBColor((algo.hashCode() & 0xFF) / 255f, 0.7f, 0.8f);
        };
    }

    /** Draws every chart from the results; returns the files written. */
    public static List<Path> draw(List<Result> rs, Path dir, PrintStream log) throws IOException {
        System.setProperty("java.awt.headless", "true");
        List<Reports.Cell> cells = Reports.cells(rs).stream().filter(c -> c.status().equals("OK")).toList();
        Set<String> workloads = new LinkedHashSet<>();
        for (Reports.Cell c : cells) workloads.add(c.type() + "|" + c.dist());
        List<Path> files = new java.util.ArrayList<>();
        for (String w : workloads) {
            String[] td = w.split("\\|");
            Map<String, XYSeries> series = new LinkedHashMap<>();
            for (Reports.Cell c : cells) {
                if (!c.type().equals(td[0]) || !c.dist().equals(td[1])) continue;
                double x = Math.log(c.n()) / Math.log(2);
                series.computeIfAbsent(c.algo(), XYSeries::new).add(x, c.gkeys());
            }
            XYSeriesCollection data = new XYSeriesCollection();
            series.values().forEach(data::addSeries);
            JFreeChart chart = ChartFactory.createXYLineChart(td[0] + " keys, " + td[1], "log2(n)",
                    "sorting rate [GKeys/s]", data, PlotOrientation.VERTICAL, true, false, false);
            XYPlot plot = chart.getXYPlot();
            plot.setBackgroundPaint(Color.WHITE);
            plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
            plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
            NumberAxis xAxis = (NumberAxis) plot.getDomainAxis();
            xAxis.setTickUnit(new NumberTickUnit(1));
            xAxis.setAutoRangeIncludesZero(false);
            XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
            for (int i = 0; i < data.getSeriesCount(); i++) {
                r.setSeriesStroke(i, new BasicStroke(2f));
                r.setSeriesPaint(i, color(String.valueOf(data.getSeriesKey(i))));
            }
            plot.setRenderer(r);
            Path file = dir.resolve("chart-" + td[0].replace('+', '_') + "-" + td[1] + ".png");
            ChartUtils.saveChartAsPNG(file.toFile(), chart, 800, 500);
            files.add(file);
        }
        log.println("charts: " + files.size() + " PNG files in " + dir);
        return files;
    }
}
