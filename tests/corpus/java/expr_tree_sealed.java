// features: program, record_declaration, interface_declaration, instanceof_expression, switch_expression, multi_catch, lambda_expression
import java.util.*;
import java.util.function.*;

public class ExprTree {
    sealed interface Expr permits Num, Var, Bin, Neg {}
    record Num(double v) implements Expr {}
    record Var(String name) implements Expr {}
    record Bin(char op, Expr l, Expr r) implements Expr {}
    record Neg(Expr e) implements Expr {}

    static class Parser {
        private final String s;
        private int pos;
        Parser(String s) { this.s = s.replace(" ", ""); }
        Expr parse() {
            Expr e = sum();
            if (pos != s.length()) throw new IllegalArgumentException("unexpected '" + s.charAt(pos) + "' at " + pos);
            return e;
        }
        private Expr sum() {
            Expr e = term();
            while (pos < s.length() && (s.charAt(pos) == '+' || s.charAt(pos) == '-')) {
                char op = s.charAt(pos++);
                e = new Bin(op, e, term());
            }
            return e;
        }
        private Expr term() {
            Expr e = factor();
            while (pos < s.length() && (s.charAt(pos) == '*' || s.charAt(pos) == '/')) {
                char op = s.charAt(pos++);
                e = new Bin(op, e, factor());
            }
            return e;
        }
        private Expr factor() {
            Expr base = unary();
            if (pos < s.length() && s.charAt(pos) == '^') {
                pos++;
                return new Bin('^', base, factor());
            }
            return base;
        }
        private Expr unary() {
            if (pos >= s.length()) throw new IllegalArgumentException("unexpected end");
            char c = s.charAt(pos);
            if (c == '-') { pos++; return new Neg(unary()); }
            if (c == '(') {
                pos++;
                Expr e = sum();
                if (pos >= s.length() || s.charAt(pos) != ')') throw new IllegalArgumentException("missing )");
                pos++;
                return e;
            }
            int start = pos;
            if (Character.isDigit(c) || c == '.') {
                while (pos < s.length() && (Character.isDigit(s.charAt(pos)) || s.charAt(pos) == '.')) pos++;
                return new Num(Double.parseDouble(s.substring(start, pos)));
            }
            if (Character.isLetter(c)) {
                while (pos < s.length() && Character.isLetterOrDigit(s.charAt(pos))) pos++;
                return new Var(s.substring(start, pos));
            }
            throw new IllegalArgumentException("unexpected '" + c + "' at " + pos);
        }
    }

    static double eval(Expr e, Map<String, Double> env) {
        if (e instanceof Num n) return n.v();
        if (e instanceof Var v) {
            Double x = env.get(v.name());
            if (x == null) throw new NoSuchElementException("unbound " + v.name());
            return x;
        }
        if (e instanceof Neg n) return -eval(n.e(), env);
        Bin b = (Bin) e;
        double l = eval(b.l(), env), r = eval(b.r(), env);
        return switch (b.op()) {
            case '+' -> l + r;
            case '-' -> l - r;
            case '*' -> l * r;
            case '/' -> l / r;
            case '^' -> Math.pow(l, r);
            default -> throw new IllegalStateException("op " + b.op());
        };
    }

    static String show(Expr e) {
        if (e instanceof Num n) return n.v() == Math.floor(n.v()) ? String.valueOf((long) n.v()) : String.valueOf(n.v());
        if (e instanceof Var v) return v.name();
        if (e instanceof Neg n) return "-" + show(n.e());
        Bin b = (Bin) e;
        return "(" + show(b.l()) + " " + b.op() + " " + show(b.r()) + ")";
    }

    static Expr simplify(Expr e) {
        if (e instanceof Bin b) {
            Expr l = simplify(b.l()), r = simplify(b.r());
            if (l instanceof Num x && r instanceof Num y) return new Num(eval(new Bin(b.op(), x, y), Map.of()));
            if (b.op() == '*' && (l.equals(new Num(0)) || r.equals(new Num(0)))) return new Num(0);
            if (b.op() == '*' && l.equals(new Num(1))) return r;
            if ((b.op() == '*' || b.op() == '/') && r.equals(new Num(1))) return l;
            if (b.op() == '+' && l.equals(new Num(0))) return r;
            if ((b.op() == '+' || b.op() == '-') && r.equals(new Num(0))) return l;
            return new Bin(b.op(), l, r);
        }
        if (e instanceof Neg n && simplify(n.e()) instanceof Num x) return new Num(-x.v());
        return e;
    }

    static int count(Expr e, Predicate<Expr> p) {
        int c = p.test(e) ? 1 : 0;
        if (e instanceof Bin b) c += count(b.l(), p) + count(b.r(), p);
        if (e instanceof Neg n) c += count(n.e(), p);
        return c;
    }

    public static void main(String[] args) {
        Map<String, Double> env = new HashMap<>(Map.of("x", 3.0, "y", 0.5, "rate", 0.07));
        String[] inputs = {"1 + 2 * 3", "2 ^ 3 ^ 2", "-(x - 5) * y", "x * 1 + 0 * y", "(1 + rate) ^ 10 * 1000",
            "1 / 0", "z + 1", "3 + * 4", "(2 + 3", "2 * (3 + 4) - -1"};
        for (String in : inputs) {
            try {
                Expr e = new Parser(in).parse();
                Expr s = simplify(e);
                System.out.printf("%-24s => %-28s = %s  [vars=%d]%n", in, show(s), eval(e, env), count(e, x -> x instanceof Var));
            } catch (IllegalArgumentException | NoSuchElementException ex) {
                System.out.printf("%-24s => error: %s (%s)%n", in, ex.getMessage(), ex.getClass().getSimpleName());
            }
        }
        Expr t = new Parser("x*x + 2*x + 1").parse();
        System.out.println(t);
        for (double x = -2; x <= 2; x += 1) {
            env.put("x", x);
            System.out.print(eval(t, env) + (x < 2 ? ", " : "\n"));
        }
        System.out.println(new Num(2).equals(new Num(2.0)) + " " + new Bin('+', new Var("a"), new Num(1)).hashCode());
    }
}
