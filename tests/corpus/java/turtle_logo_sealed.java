// features: program, record_declaration, interface_declaration, switch_arrow, instanceof_expression, custom_exceptions, multi_catch, string_methods, multidimensional_arrays
import java.util.*;

public class TurtleLang {
    sealed interface Node permits Move, Turn, Repeat, Pen, Call {}
    record Move(int steps) implements Node {}
    record Turn(int degrees) implements Node {}
    record Pen(boolean down, char ink) implements Node {}
    record Repeat(int times, List<Node> body) implements Node {}
    record Call(String name) implements Node {}

    static class ParseError extends RuntimeException {
        ParseError(String msg, int pos) { super(msg + " at token " + pos); }
    }

    static class Parser {
        private final List<String> toks;
        private int pos = 0;
        final Map<String, List<Node>> procs = new TreeMap<>();
        Parser(String src) {
            toks = new ArrayList<>();
            for (String t : src.replace("[", " [ ").replace("]", " ] ").trim().split("\\s+")) toks.add(t);
        }
        String next() {
            if (pos >= toks.size()) throw new ParseError("unexpected end", pos);
            return toks.get(pos++);
        }
        int number() {
            String t = next();
            try { return Integer.parseInt(t); }
            catch (NumberFormatException e) { throw new ParseError("expected number, got '" + t + "'", pos - 1); }
        }
        List<Node> block(boolean nested) {
            List<Node> out = new ArrayList<>();
            while (pos < toks.size()) {
                String t = next().toUpperCase();
                switch (t) {
                    case "FD", "FORWARD" -> out.add(new Move(number()));
                    case "RT" -> out.add(new Turn(number()));
                    case "LT" -> out.add(new Turn(-number()));
                    case "PU" -> out.add(new Pen(false, ' '));
                    case "PD" -> out.add(new Pen(true, next().charAt(0)));
                    case "REPEAT" -> {
                        int n = number();
                        if (!next().equals("[")) throw new ParseError("expected [", pos - 1);
                        out.add(new Repeat(n, block(true)));
                    }
                    case "TO" -> {
                        String name = next().toLowerCase();
                        if (!next().equals("[")) throw new ParseError("expected [", pos - 1);
                        procs.put(name, block(true));
                    }
                    case "]" -> {
                        if (!nested) throw new ParseError("unbalanced ]", pos - 1);
                        return out;
                    }
                    default -> out.add(new Call(t.toLowerCase()));
                }
            }
            if (nested) throw new ParseError("missing ]", pos);
            return out;
        }
    }

    static class Turtle {
        final char[][] canvas;
        int x, y, heading = 0; // 0 = east, 90 = south
        boolean down = true;
        char ink = '#';
        int moves = 0;
        final Map<String, List<Node>> procs;
        Turtle(int w, int h, Map<String, List<Node>> procs) {
            canvas = new char[h][w];
            for (char[] row : canvas) Arrays.fill(row, '.');
            x = w / 2; y = h / 2;
            this.procs = procs;
        }
        void run(List<Node> prog, int depth) {
            if (depth > 20) throw new IllegalStateException("recursion too deep");
            for (Node n : prog) {
                if (n instanceof Move m) {
                    int dx = (int) Math.round(Math.cos(Math.toRadians(heading)));
                    int dy = (int) Math.round(Math.sin(Math.toRadians(heading)));
                    for (int i = 0; i < m.steps(); i++) {
                        x = Math.floorMod(x + dx, canvas[0].length);
                        y = Math.floorMod(y + dy, canvas.length);
                        if (down) canvas[y][x] = ink;
                        moves++;
                    }
                } else if (n instanceof Turn t) {
                    heading = Math.floorMod(heading + t.degrees(), 360);
                } else if (n instanceof Pen p) {
                    down = p.down();
                    if (p.down()) ink = p.ink();
                } else if (n instanceof Repeat r) {
                    for (int i = 0; i < r.times(); i++) run(r.body(), depth + 1);
                } else if (n instanceof Call c) {
                    List<Node> body = procs.get(c.name());
                    if (body == null) throw new NoSuchElementException("unknown procedure " + c.name());
                    run(body, depth + 1);
                }
            }
        }
        void print() {
            for (char[] row : canvas) System.out.println(new String(row));
        }
    }

    static int count(List<Node> nodes) {
        int c = 0;
        for (Node n : nodes) c += 1 + (n instanceof Repeat r ? count(r.body()) : 0);
        return c;
    }

    public static void main(String[] args) {
        String[] programs = {
            "TO square [ REPEAT 4 [ FD 4 RT 90 ] ] PD * square PU FD 6 PD o square",
            "REPEAT 8 [ FD 3 RT 45 ] PU LT 90 FD 5 PD + REPEAT 2 [ FD 10 LT 90 FD 2 LT 90 ]",
            "TO zig [ FD 2 RT 90 FD 2 LT 90 ] PD z REPEAT 5 [ zig ] PU FD 20 PD x RT 90 FD 30",
            "REPEAT 3 [ FD 2",
            "FD two",
            "PD a spiral",
            "TO loop [ loop ] loop",
        };
        for (String src : programs) {
            System.out.println(">>> " + src);
            try {
                Parser p = new Parser(src);
                List<Node> prog = p.block(false);
                System.out.println("nodes=" + count(prog) + " procs=" + p.procs.keySet());
                Turtle t = new Turtle(24, 9, p.procs);
                t.run(prog, 0);
                t.print();
                System.out.printf("turtle at (%d,%d) heading %d after %d moves%n", t.x, t.y, t.heading, t.moves);
            } catch (ParseError | NoSuchElementException | IllegalStateException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        System.out.println(new Repeat(2, List.of(new Move(3), new Pen(true, '#'))));
    }
}
