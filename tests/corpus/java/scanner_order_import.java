// features: scanner_text, try_statement, text_block, enhanced_for_statement, string_format
import java.util.*;
import java.util.regex.Pattern;

/** Imports a small order file with java.util.Scanner over a String, the way a batch job would. */
public class scanner_order_import {
    record Line(String sku, int qty, double price, boolean gift) {}

    static List<Line> parseOrders(String text) {
        List<Line> lines = new ArrayList<>();
        Scanner rows = new Scanner(text);
        int row = 0;
        while (rows.hasNextLine()) {
            String raw = rows.nextLine();
            row++;
            if (raw.isBlank() || raw.startsWith("#")) continue;
            Scanner cols = new Scanner(raw).useDelimiter("\\s*;\\s*");
            try {
                String sku = cols.next();
                int qty = cols.nextInt();
                double price = cols.nextDouble();
                boolean gift = cols.hasNextBoolean() && cols.nextBoolean();
                lines.add(new Line(sku, qty, price, gift));
            } catch (InputMismatchException e) {
                System.out.println("row " + row + ": bad field '" + cols.next() + "' (" + e + ")");
            } catch (NoSuchElementException e) {
                System.out.println("row " + row + ": missing field (" + e.getClass().getSimpleName() + ")");
            }
        }
        return lines;
    }

    public static void main(String[] args) {
        String orders = """
            # sku ; qty ; price ; gift
            A-100 ; 2 ; 19.99 ; true
            B-7;1;1,250.50;FALSE
            C-3 ; many ; 4.00
            D-9 ; 3
            E-1 ; 99999999999 ; 1.0
            F-2 ; -4 ; 2.5e1 ; yes
            """;
        List<Line> lines = parseOrders(orders);
        double total = 0;
        for (Line l : lines) {
            System.out.printf("%-6s %3d x %9.2f%s%n", l.sku(), l.qty(), l.price(), l.gift() ? " (gift)" : "");
            total += l.qty() * l.price();
        }
        System.out.printf("total %.2f over %d lines%n", total, lines.size());

        // whitespace tokens of every type, and what a mismatched token leaves behind
        Scanner sc = new Scanner("  42 -7 +13 3,000 ff 1.5 .5 7. NaN -Infinity true x 127 128 -129\n9000000000 end");
        System.out.println(sc.nextInt() + " " + sc.nextInt() + " " + sc.nextInt() + " " + sc.nextInt());
        System.out.println("hex? " + sc.hasNextInt() + " " + sc.hasNextInt(16) + " -> " + sc.nextInt(16));
        System.out.println(sc.nextDouble() + " " + sc.nextDouble() + " " + sc.nextDouble() + " " + sc.nextDouble() + " " + sc.nextDouble());
        System.out.println(sc.nextBoolean() + " hasNextDouble=" + sc.hasNextDouble() + " next=" + sc.next());
        System.out.println("byte " + sc.nextByte() + ", hasNextByte=" + sc.hasNextByte() + ", short " + sc.nextShort() + ", " + sc.nextShort());
        try {
            sc.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("int range: " + e.getMessage() + " then long " + sc.nextLong());
        }
        System.out.println("rest of line: [" + sc.nextLine() + "] hasNext=" + sc.hasNext() + " hasNextLine=" + sc.hasNextLine());
        try {
            sc.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted: " + e);
        }
        try {
            sc.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println("no line: " + e.getMessage());
        }

        // nextInt leaves the line's end: the classic empty nextLine
        Scanner form = new Scanner("3\nWidget Pro\n4.5 kg\r\nlast");
        int n = form.nextInt();
        System.out.println("n=" + n + " first nextLine=[" + form.nextLine() + "] name=[" + form.nextLine() + "]");
        System.out.println("weight=" + form.nextFloat() + " unit=" + form.next() + " line=[" + form.nextLine() + "] last=[" + form.nextLine() + "]");

        // delimiters: empty fields, Pattern objects, findInLine, skip, tokens
        Scanner csv = new Scanner("a,,b, c ,").useDelimiter(",");
        List<String> fields = new ArrayList<>();
        while (csv.hasNext()) fields.add("<" + csv.next() + ">");
        System.out.println(fields + " delimiter=" + csv.delimiter());
        Scanner kv = new Scanner("host=alpha port=8080 debug=on").useDelimiter(Pattern.compile("[ =]"));
        Map<String, String> conf = new TreeMap<>();
        while (kv.hasNext()) conf.put(kv.next(), kv.next());
        System.out.println(conf + " default=" + new Scanner("").delimiter());
        Scanner log = new Scanner("ts=12:30:05 level=WARN msg=disk low\nnext line");
        System.out.println("time " + log.findInLine("\\d+:\\d+:\\d+") + ", absent " + log.findInLine("ERROR\\w*")
            + ", level " + log.skip(" level=").next());
        System.out.println("hasNext(word)=" + log.hasNext("msg=\\w+") + " next(pattern)=" + log.next("msg=\\w+"));
        try {
            log.next("\\d+");
        } catch (InputMismatchException e) {
            System.out.println("pattern mismatch: " + e + " still there: " + log.next());
        }
        System.out.println("tokens: " + new Scanner("x y  z\n w").tokens().map(String::toUpperCase).toList());
        Scanner closed = new Scanner("1 2");
        closed.close();
        try {
            closed.hasNext();
        } catch (IllegalStateException e) {
            System.out.println("after close: " + e.getMessage());
        }
    }
}
