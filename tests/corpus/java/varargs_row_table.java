// features: varargs, char_type, collections_utils, string_methods
import java.nio.charset.StandardCharsets;
import java.util.*;

/** A small report table fed through varargs: rows arrive as arrays, as single values, or as chars. */
public class varargs_row_table {
    static class Table {
        private final List<Object[]> rows = new ArrayList<>();
        private final int width;
        Table(int width, String... headers) {
            this.width = width;
            rows.add(headers);
        }
        Table row(Object... cells) {
            if (cells.length != width) throw new IllegalArgumentException("row has " + cells.length + " cells, expected " + width);
            rows.add(cells);
            return this;
        }
        @Override public String toString() {
            StringBuilder sb = new StringBuilder();
            for (Object[] r : rows) {
                StringJoiner sj = new StringJoiner(" | ");
                for (Object c : r) sj.add(c instanceof Character ? "'" + c + "'" : String.valueOf(c));
                sb.append(sj).append('\n');
            }
            return sb.toString();
        }
    }

    static int checksum(int... bytes) {
        int sum = 0;
        for (int b : bytes) sum = (sum + (b & 0xFF)) & 0xFF;
        return sum;
    }
    static long widest(long... xs) {
        long m = Long.MIN_VALUE;
        for (long x : xs) m = Math.max(m, x);
        return m;
    }
    static double mean(double first, double... rest) {
        double s = first;
        for (double d : rest) s += d;
        return s / (rest.length + 1);
    }
    static String describe(int code) { return "code " + code + " (0x" + Integer.toHexString(code) + ")"; }
    static String kinds(Object... xs) {
        StringBuilder sb = new StringBuilder();
        for (Object x : xs) sb.append(x == null ? "null" : x.getClass().getSimpleName()).append(' ');
        return sb.toString().trim() + " [" + xs.length + "]";
    }

    static class Point {
        final double x, y;
        Point(double x, double y) { this.x = x; this.y = y; }
        @Override public String toString() { return "(" + x + ", " + y + ")"; }
    }

    public static void main(String[] args) {
        Table t = new Table(3, "name", "qty", "grade");
        Object[][] data = {{"bolts", 120, 'A'}, {"nuts", 75, 'B'}};
        for (Object[] row : data) t.row(row);          // the array is the varargs array itself
        t.row("washers", 9, 'C');
        String[] strings = {"xs", "ys", "zs"};
        t.row((Object[]) strings);
        System.out.print(t);
        try {
            t.row((Object) strings);                   // one cell: the array as a value
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }

        // chars passed where ints, longs and doubles are declared widen to their codes
        System.out.println(describe('A') + ", " + describe('z' - 'a'));
        System.out.println("checksum " + checksum('H', 'i', 0xFF, -1) + " of none " + checksum() + " of array " + checksum(new int[]{1, 2, 3}));
        System.out.println("widest " + widest('a', 7L, Integer.MAX_VALUE + 1L) + " mean " + mean(3, 4) + " " + mean('a', 'b'));
        System.out.println(new Point(1, 'c') + " " + new Point(7 / 2, 2.5f));
        System.out.println(kinds('c', "c", 1, 3.0, null) + " / " + kinds(new int[]{1, 2}).endsWith("[1]") + " / " + kinds((Object[]) new Integer[]{4, 5}));

        // a TreeMap/TreeSet ordered by a comparator: forEach and removeIf take a lambda, not a key
        TreeMap<String, Integer> stock = new TreeMap<>(Comparator.reverseOrder());
        for (Object[] row : data) stock.put((String) row[0], (Integer) row[1]);
        stock.put("anchors", 3);
        stock.forEach((k, v) -> System.out.println("  " + k + " -> " + v));
        TreeSet<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        Collections.addAll(names, "delta", "Alpha", "charlie", "bravo", "ALPHA");
        names.removeIf(n -> n.startsWith("c"));
        names.forEach(n -> System.out.print(n + " "));
        System.out.println(names.size());

        // bytes back to text: UTF-8 by default or the charset named
        byte[] raw = "Grüße, ok".getBytes(StandardCharsets.UTF_8);
        byte[] latin = "Grüße".getBytes(StandardCharsets.ISO_8859_1);
        byte[] ascii = "naïve".getBytes(StandardCharsets.US_ASCII);
        System.out.println(raw.length + " " + latin.length + " " + Arrays.toString(latin) + " " + Arrays.toString(ascii));
        System.out.println(new String(raw, StandardCharsets.UTF_8) + " | " + new String(raw, 0, 3) + " | "
            + new String(latin, StandardCharsets.ISO_8859_1) + " | " + new String(ascii, 0, 3, StandardCharsets.US_ASCII)
            + " | " + StandardCharsets.UTF_8 + " " + StandardCharsets.US_ASCII);
        byte[] bad = {72, (byte) 0xC3, 105};
        System.out.println(new String(bad, StandardCharsets.UTF_8).length() + " " + new String(new byte[]{104, 105}) + new String(new char[]{'!', '?'}, 1, 1));
    }
}
