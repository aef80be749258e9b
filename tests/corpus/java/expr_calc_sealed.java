// features: program, interface_declaration, record_declaration, instanceof_expression, switch_expression, nested_static_class, multi_catch, var_declaration, string_format
import java.util.*;

public class ExprCalc {
    sealed interface Expr permits Num, Var, Bin, Neg {}
    record Num(double value) implements Expr {}
    record Var(String name) implements Expr {}
    record Bin(char op, Expr left, Expr right) implements Expr {}
    record Neg(Expr inner) implements Expr {}

    static class Parser {
        private final String src;
        private int pos = 0;
        Parser(String src) { this.src = src; }

        Expr parse() {
            Expr e = expr();
            skipWs();
            if (pos != src.length()) throw new IllegalStateException("unexpected '" + src.charAt(pos) + "' at " + pos);
            return e;
        }
        private void skipWs() { while (pos < src.length() && Character.isWhitespace(src.charAt(pos))) pos++; }
        private boolean eat(char c) {
            skipWs();
            if (pos < src.length() && src.charAt(pos) == c) { pos++; return true; }
            return false;
        }
        private Expr expr() {
            Expr left = term();
            while (true) {
                if (eat('+')) left = new Bin('+', left, term());
                else if (eat('-')) left = new Bin('-', left, term());
                else return left;
            }
        }
        private Expr term() {
            Expr left = factor();
            while (true) {
                if (eat('*')) left = new Bin('*', left, factor());
                else if (eat('/')) left = new Bin('/', left, factor());
                else if (eat('%')) left = new Bin('%', left, factor());
                else return left;
            }
        }
        private Expr factor() {
            Expr base = unary();
            if (eat('^')) return new Bin('^', base, factor());
            return base;
        }
        private Expr unary() {
            if (eat('-')) return new Neg(unary());
            if (eat('(')) {
                Expr e = expr();
                if (!eat(')')) throw new IllegalStateException("missing ) at " + pos);
                return e;
            }
            skipWs();
            int start = pos;
            if (pos < src.length() && Character.isLetter(src.charAt(pos))) {
                while (pos < src.length() && Character.isLetterOrDigit(src.charAt(pos))) pos++;
                return new Var(src.substring(start, pos));
            }
            while (pos < src.length() && (Character.isDigit(src.charAt(pos)) || src.charAt(pos) == '.')) pos++;
            if (start == pos) throw new IllegalStateException("expected number at " + pos);
            return new Num(Double.parseDouble(src.substring(start, pos)));
        }
    }

    static double eval(Expr e, Map<String, Double> env) {
        if (e instanceof Num n) return n.value();
        if (e instanceof Var v) {
            Double val = env.get(v.name());
            if (val == null) throw new NoSuchElementException("unbound variable " + v.name());
            return val;
        }
        if (e instanceof Neg neg) return -eval(neg.inner(), env);
        if (e instanceof Bin b) {
            double l = eval(b.left(), env), r = eval(b.right(), env);
            return switch (b.op()) {
                case '+' -> l + r;
                case '-' -> l - r;
                case '*' -> l * r;
                case '/' -> l / r;
                case '%' -> l % r;
                case '^' -> Math.pow(l, r);
                default -> throw new IllegalArgumentException("op " + b.op());
            };
        }
        throw new AssertionError();
    }

    static String show(Expr e) {
        if (e instanceof Num n) {
            double v = n.value();
            return v == Math.floor(v) ? String.valueOf((long) v) : String.valueOf(v);
        } else if (e instanceof Var v) {
            return v.name();
        } else if (e instanceof Neg n) {
            return "(-" + show(n.inner()) + ")";
        } else if (e instanceof Bin b) {
            return "(" + show(b.left()) + " " + b.op() + " " + show(b.right()) + ")";
        }
        return "?";
    }

    public static void main(String[] args) {
        var env = new HashMap<String, Double>();
        env.put("x", 3.0);
        env.put("y", 0.5);
        env.put("rate", 0.07);
        String[] inputs = {
            "1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-x + 10", "x * y - 1 / 4",
            "1000 * (1 + rate) ^ 10", "17 % 5 + 0.25", "10 / 0", "-(2 + 3) * -4",
            "z + 1", "3 + * 4", "(1 + 2", "1.5e3"
        };
        for (String in : inputs) {
            try {
                Expr e = new Parser(in).parse();
                System.out.printf("%-24s => %-28s = %s%n", in, show(e), eval(e, env));
            } catch (IllegalStateException | NoSuchElementException ex) {
                System.out.println(in + " !! " + ex.getClass().getSimpleName() + ": " + ex.getMessage());
            }
        }
        Expr tree = new Bin('+', new Num(1), new Var("x"));
        System.out.println(tree);
        System.out.println(tree.hashCode() == new Bin('+', new Num(1), new Var("x")).hashCode());
    }
}
