// features: program, hash_map, deque_stack, try_statement, switch_arrow, streams, string_format, lambda_expression, builtin_exceptions
import java.util.*;
import java.util.function.*;

public class Spreadsheet {
    private final Map<String, String> formulas = new LinkedHashMap<>();
    private final Map<String, Double> cache = new HashMap<>();
    private final Deque<String> evaluating = new ArrayDeque<>();

    void set(String cell, String formula) {
        formulas.put(cell.toUpperCase(), formula.trim());
        cache.clear();
    }

    double value(String cell) {
        cell = cell.toUpperCase();
        if (cache.containsKey(cell)) return cache.get(cell);
        if (evaluating.contains(cell)) throw new IllegalStateException("circular reference: " + String.join(" -> ", evaluating) + " -> " + cell);
        String f = formulas.get(cell);
        if (f == null) return 0.0;
        evaluating.push(cell);
        try {
            double v = f.startsWith("=") ? evalFormula(f.substring(1)) : Double.parseDouble(f);
            cache.put(cell, v);
            return v;
        } finally {
            evaluating.pop();
        }
    }

    private double evalFormula(String expr) {
        expr = expr.replace(" ", "");
        if (expr.matches("[A-Z]+\\(.*\\)")) {
            String fn = expr.substring(0, expr.indexOf('('));
            String arg = expr.substring(expr.indexOf('(') + 1, expr.length() - 1);
            List<Double> vals = new ArrayList<>();
            for (String cell : expand(arg)) vals.add(value(cell));
            DoubleSummaryStatistics st = vals.stream().mapToDouble(Double::doubleValue).summaryStatistics();
            return switch (fn) {
                case "SUM" -> st.getSum();
                case "AVG" -> st.getAverage();
                case "MAX" -> st.getMax();
                case "MIN" -> st.getMin();
                case "COUNT" -> st.getCount();
                default -> throw new IllegalArgumentException("unknown function " + fn);
            };
        }
        String[] terms = expr.split("(?=[+-])");
        double total = 0;
        for (String term : terms) {
            double prod = 1;
            boolean neg = term.startsWith("-");
            if (term.startsWith("+") || term.startsWith("-")) term = term.substring(1);
            for (String factor : term.split("\\*")) {
                String[] divs = factor.split("/");
                double v = atom(divs[0]);
                for (int i = 1; i < divs.length; i++) v /= atom(divs[i]);
                prod *= v;
            }
            total += neg ? -prod : prod;
        }
        return total;
    }

    private double atom(String s) {
        if (Character.isLetter(s.charAt(0))) return value(s);
        return Double.parseDouble(s);
    }

    static List<String> expand(String range) {
        String[] ends = range.split(":");
        if (ends.length == 1) return List.of(ends[0]);
        char c1 = ends[0].charAt(0), c2 = ends[1].charAt(0);
        int r1 = Integer.parseInt(ends[0].substring(1)), r2 = Integer.parseInt(ends[1].substring(1));
        List<String> out = new ArrayList<>();
        for (char c = c1; c <= c2; c++)
            for (int r = r1; r <= r2; r++) out.add("" + c + r);
        return out;
    }

    String render(int rows, char lastCol) {
        StringBuilder sb = new StringBuilder("    ");
        for (char c = 'A'; c <= lastCol; c++) sb.append(String.format("%10s", c));
        sb.append('\n');
        for (int r = 1; r <= rows; r++) {
            sb.append(String.format("%-4d", r));
            for (char c = 'A'; c <= lastCol; c++) {
                String key = "" + c + r;
                sb.append(formulas.containsKey(key) ? String.format("%10.2f", value(key)) : String.format("%10s", "."));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        Spreadsheet s = new Spreadsheet();
        String[][] input = {
            {"A1", "10"}, {"A2", "20.5"}, {"A3", "=A1+A2*2"}, {"B1", "=SUM(A1:A3)"}, {"B2", "=AVG(A1:A3)"},
            {"B3", "=B1/B2 - 1"}, {"C1", "=MAX(A1:B3)"}, {"C2", "=COUNT(A1:C1)"}, {"C3", "=-A1*3+C2"}
        };
        for (String[] kv : input) s.set(kv[0], kv[1]);
        System.out.print(s.render(3, 'C'));
        s.set("A1", "100");
        System.out.println("after A1=100: B1=" + s.value("B1") + " C3=" + s.value("c3"));
        s.set("A2", "=C1");
        try {
            s.value("B1");
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        s.set("A2", "1e2");
        System.out.printf("%.4f %s%n", s.value("B3"), expand("A1:B2"));
        BiFunction<Double, Double, Double> pct = (a, b) -> 100.0 * a / b;
        System.out.println(String.format("%.1f%%", pct.apply(s.value("A1"), s.value("B1"))));
        try {
            s.set("D1", "=FOO(A1)");
            s.value("D1");
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
